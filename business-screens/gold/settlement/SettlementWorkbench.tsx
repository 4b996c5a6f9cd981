import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Col, DatePicker, Descriptions, Empty, Form, Input, Modal, Row, Select, Space, Spin, Statistic, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatAmount } from '../../../schemas/format/amount';
import { http, navigateTo, notify } from '../../../runtime/data';
import { useLang } from '../../../runtime/renderers/SchemaServices';
import type { CustomDialogProps } from '../../../runtime/views/screens';
import { financeText, type FinanceTextKey } from '../financeTexts';
import { useDebounced } from '../useDebounced';
import {
  lacksPrice, listOf, missingPriceCount, payableOf, saveBlocker, saveBody, substitutionMatches, unsettledDaysOf, weightOf, weightProblem,
  type PreviewDay, type SettleableShop, type SettlementPreview, type Substitution,
} from './workbench';

const BASE = '/api/shopSettlement';
/** How long the old-gold weight rests before its value is asked for (each keystroke would be a call). */
export const SUBSTITUTION_DEBOUNCE_MS = 400;
const DAY = 'YYYY-MM-DD';

type Load<T> = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/** One call's state, asked again whenever `key` changes; nothing while `key` is null. */
function useLoad<T>(key: string | null, load: () => Promise<T>): [Load<T>, () => void] {
  const [state, setState] = useState<{ key: string | null; load: Load<T> }>({ key: null, load: { status: 'idle' } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ key, load: { status: 'loading' } });
    load().then(
      (data) => live && setState({ key, load: { status: 'ready', data } }),
      () => live && setState({ key, load: { status: 'error' } }),
    );
    return () => { live = false; };
    // `key` names everything `load` reads.
  }, [key, attempt]);
  const current: Load<T> = key === null ? { status: 'idle' } : state.key === key ? state.load : { status: 'loading' };
  return [current, () => setAttempt((n) => n + 1)];
}

/**
 * 新增结算 (custom dialog 'gold.settlementWorkbench', button btn_add of the settlement page): pick a shop with unsettled
 * days and the last day to settle, see the days and their amount (days without a price flagged: they block the save),
 * enter the old gold handed over, valued by the server as it is typed (debounced), see payable = amount − substitution,
 * confirm and save; the new settlement's detail opens. docs/product.md "Business API", Settlement.
 */
export default function SettlementWorkbench({ onClose, onDone }: CustomDialogProps) {
  const lang = useLang();
  const text = (key: FinanceTextKey, values?: Record<string, string | number>) => financeText(lang, key, values);
  const [modal, modalHolder] = Modal.useModal();
  const [shopId, setShopId] = useState<string | undefined>();
  const [endDay, setEndDay] = useState<string | undefined>();
  const [weight, setWeight] = useState('');
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);

  const [shops, reloadShops] = useLoad<SettleableShop[]>('shops', async () => listOf<SettleableShop>(await http.get(`/api/shop/listCanSettlement`)));
  const shopList = useMemo(() => (shops.status === 'ready' ? shops.data : []), [shops]);
  const shop = shopList.find((s) => s.id === shopId);
  // One shop to settle (a franchisee's own): chosen already.
  useEffect(() => {
    if (shopId === undefined && shopList.length === 1) setShopId(shopList[0].id);
  }, [shopList, shopId]);

  const previewKey = shopId ? `${shopId}|${endDay ?? ''}` : null;
  const [preview, reloadPreview] = useLoad<SettlementPreview>(previewKey, () =>
    http.get<SettlementPreview>(`${BASE}/getSettlementAmount/${encodeURIComponent(shopId!)}`, endDay ? { endDay } : {}));

  const restingWeight = useDebounced(weight, SUBSTITUTION_DEBOUNCE_MS);
  const askedWeight = weightOf(restingWeight);
  const substitutionKey = shopId && askedWeight ? `${shopId}|${askedWeight.toFixed(3)}` : null;
  const [substitutionLoad] = useLoad<Substitution>(substitutionKey, () =>
    http.get<Substitution>(`${BASE}/getSubstitutionAmount/${encodeURIComponent(shopId!)}`, { weight: askedWeight!.toFixed(3) }));
  // The last answer stays shown while the next weight is asked for (the held weight does not change meanwhile).
  const [substitution, setSubstitution] = useState<Substitution | null>(null);
  useEffect(() => {
    if (substitutionLoad.status === 'ready') setSubstitution(substitutionLoad.data);
  }, [substitutionLoad]);
  useEffect(() => setSubstitution(null), [shopId]);

  const previewData = preview.status === 'ready' ? preview.data : null;
  const current = substitutionMatches(weight, substitution) ? substitution : null;
  const blocker = saveBlocker({
    shopId,
    preview: previewData,
    weight,
    substitution,
    busy: preview.status === 'loading' || weight !== restingWeight || substitutionLoad.status === 'loading',
  });
  const payable = payableOf(previewData?.settlementAmount, current?.substitutionAmount ?? '0');
  const problem = weightProblem(weight, substitution?.oldGoldHeld);

  const chooseShop = (id: string | undefined) => {
    setShopId(id);
    setEndDay(undefined);
    setWeight('');
  };

  const save = () => {
    if (blocker !== null || !shopId || !previewData) return;
    void modal.confirm({
      title: text('confirmTitle'),
      content: text('confirmSettle', { shop: shop?.name ?? '', count: previewData.dayCount, payable: formatAmount(payable) }),
      okText: text('save'),
      cancelText: text('cancel'),
      onOk: async () => {
        setSaving(true);
        try {
          const saved = await http.post<{ id: string; code: string }>(`${BASE}/save`, saveBody(shopId, endDay, weight, remark));
          notify.success(text('saved', { code: saved?.code ?? '' }));
          onDone();
          if (saved?.id) navigateTo(`/gold/financial/settlement/detail/${encodeURIComponent(saved.id)}`);
        } catch {
          // The HTTP layer showed the server's message (a race with another settlement, a frozen shop); the dialog stays.
          reloadPreview();
        } finally {
          setSaving(false);
        }
      },
    });
  };

  const shopOptions = shopList.map((s) => ({
    value: s.id,
    label: text('shopOption', { name: s.code ? `${s.name} ${s.code}` : s.name, days: unsettledDaysOf(s), first: s.firstDay, last: s.lastDay }),
  }));

  const columns = [
    { title: text('day'), dataIndex: 'day', key: 'day', width: 120 },
    { title: text('soldWeight'), dataIndex: 'soldWeight', key: 'soldWeight', align: 'right' as const },
    {
      title: text('settlementPrice'),
      key: 'settlementPrice',
      align: 'right' as const,
      render: (_: unknown, day: PreviewDay) => (previewData && lacksPrice(day, previewData) ? <Tag color="red">{text('noPrice')}</Tag> : day.settlementPrice),
    },
    { title: text('amount'), key: 'amount', align: 'right' as const, render: (_: unknown, day: PreviewDay) => formatAmount(day.amount) },
  ];

  const previewBody = () => {
    if (!shopId) return <Empty description={text('chooseShopFirst')} />;
    if (preview.status === 'error') {
      return <Alert type="error" showIcon title={text('loadFailed')} action={<Button size="small" onClick={reloadPreview}>{text('retry')}</Button>} />;
    }
    if (!previewData) return <Spin aria-label={text('loading')} style={{ display: 'block', margin: '24px auto' }} />;
    const missing = missingPriceCount(previewData);
    return (
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        {missing > 0 ? <Alert type="error" showIcon role="alert" title={text('missingPrices', { count: missing })} /> : null}
        <Table<PreviewDay>
          size="small"
          rowKey="day"
          columns={columns}
          dataSource={previewData.days}
          pagination={false}
          scroll={{ y: 240 }}
          rowClassName={(day) => (lacksPrice(day, previewData) ? 'gold-settle-missing' : '')}
          locale={{ emptyText: text('noDays') }}
          aria-label={text('days')}
        />
        <Descriptions
          size="small"
          column={3}
          bordered
          items={[
            {
              key: 'days',
              label: text('days'),
              children: previewData.dayCount > 0
                ? text('totalDays', { count: previewData.dayCount, start: previewData.startDay ?? '', end: previewData.endDay ?? '' })
                : '—',
            },
            { key: 'soldWeight', label: text('soldWeight'), children: previewData.soldWeight },
            {
              key: 'settlementAmount',
              label: text('settlementAmount'),
              children: <><span data-figure="settlementAmount">{formatAmount(previewData.settlementAmount)}</span> {text('yuan')}</>,
            },
          ]}
        />
      </Space>
    );
  };

  const weightHelp = problem === 'weightOver'
    ? text('weightOver', { held: substitution?.oldGoldHeld ?? '' })
    : problem === 'weightInvalid'
      ? text('weightInvalid')
      : blocker === 'substitutionOver' || blocker === 'noOldGoldPrice'
        ? text(blocker)
        : substitution
          ? text('oldGoldHeld', { held: substitution.oldGoldHeld, price: substitution.substitutionPrice ?? '—' })
          : undefined;
  const weightBad = problem !== null || blocker === 'substitutionOver' || blocker === 'noOldGoldPrice';

  return (
    <Modal
      open
      width={960}
      title={text('settleTitle')}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>{text('cancel')}</Button>,
        <Button key="save" type="primary" disabled={blocker !== null} loading={saving} onClick={save}>{text('save')}</Button>,
      ]}
    >
      {modalHolder}
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col span={14}>
            <Form.Item label={text('shop')} htmlFor="gold-settle-shop" required>
              <Select
                id="gold-settle-shop"
                showSearch={{ optionFilterProp: 'label' }}
                allowClear
                value={shopId}
                onChange={(id: string | undefined) => chooseShop(id)}
                options={shopOptions}
                loading={shops.status === 'loading'}
                placeholder={text('shopPlaceholder')}
                notFoundContent={shops.status === 'error'
                  ? <Button size="small" onClick={reloadShops}>{text('retry')}</Button>
                  : text('noShops')}
              />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item label={text('endDay')} htmlFor="gold-settle-end" tooltip={text('endDayTip')}>
              <DatePicker
                id="gold-settle-end"
                style={{ width: '100%' }}
                disabled={!shop}
                value={endDay ? dayjs(endDay, DAY) : null}
                onChange={(day: Dayjs | null) => setEndDay(day ? day.format(DAY) : undefined)}
                disabledDate={(day: Dayjs) => !!shop && (day.isBefore(dayjs(shop.firstDay, DAY), 'day') || day.isAfter(dayjs(shop.lastDay, DAY), 'day'))}
                placeholder={shop?.lastDay}
              />
            </Form.Item>
          </Col>
        </Row>
        {previewBody()}
        <Row gutter={16} style={{ marginTop: 16 }}>
          <Col span={10}>
            <Form.Item
              label={text('oldGold')}
              htmlFor="gold-settle-weight"
              validateStatus={weightBad ? 'error' : undefined}
              help={weightHelp}
            >
              <Input
                id="gold-settle-weight"
                inputMode="decimal"
                suffix="g"
                disabled={!shopId}
                value={weight}
                onChange={(event) => setWeight(event.target.value)}
                placeholder="0.000"
              />
            </Form.Item>
          </Col>
          <Col span={7}>
            <Statistic title={text('substitutionAmount')} value={formatAmount(current?.substitutionAmount ?? '0')} suffix={text('yuan')} />
          </Col>
          <Col span={7}>
            <Statistic title={text('payable')} value={formatAmount(payable)} suffix={text('yuan')} styles={{ content: { color: 'var(--ant-color-primary, #1677ff)' } }} />
            <span hidden data-figure="payable">{payable}</span>
          </Col>
        </Row>
        <Form.Item label={text('remark')} htmlFor="gold-settle-remark">
          <Input.TextArea id="gold-settle-remark" maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} value={remark} onChange={(event) => setRemark(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
