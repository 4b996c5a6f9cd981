import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Col, DatePicker, Empty, Form, Input, Modal, Row, Select, Space, Spin, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldSchema } from '../../../schemas';
import { formatAmount } from '../../../schemas/format/amount';
import { http, notify } from '../../../runtime/data';
import { useLang } from '../../../runtime/renderers/SchemaServices';
import type { CustomDialogProps } from '../../../runtime/views/screens';
import { widgetFor } from '../../../widgets/registry';
import { financeText, type FinanceTextKey } from '../financeTexts';
import { listOf } from '../settlement/workbench';
import { allocationProblem, allocationTotal, allocationsBlocker, allocationsToSave, type AllocationEntries, type OpenSettlement } from './allocations';

const DAY = 'YYYY-MM-DD';
/** The pay method is a dictionary item by code, the voucher uploaded files: the form widgets show both. */
const PAY_METHOD: FieldSchema = { jnpfKey: 'select', vModel: 'payMethod', options: { dictionary: 'paymentMethod' }, props: { valueKey: 'enCode', filterable: true } };
const VOUCHER: FieldSchema = { jnpfKey: 'uploadFz', vModel: 'voucher', props: { limit: 9 } };

interface ShopOption { id: string; name: string; code?: string }
interface OpenBatch { id: string; code: string; fundCount?: number; totalAmount?: string }

type Loaded<T> = { key: string; status: 'loading' | 'ready' | 'error'; data: T };

/** `load` run for `key` (null: nothing to load); the answer of an older key is dropped. */
function useKeyed<T>(key: string | null, empty: T, load: (key: string) => Promise<T>): [Loaded<T> | null, () => void] {
  const [state, setState] = useState<Loaded<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ key, status: 'loading', data: empty });
    load(key).then((data) => live && setState({ key, status: 'ready', data }), () => live && setState({ key, status: 'error', data: empty }));
    return () => { live = false; };
    // `empty` and `load` are fixed per call site; `key` names what they read.
  }, [key, attempt]);
  return [key === null || state?.key !== key ? (key === null ? null : { key, status: 'loading', data: empty }) : state, () => setAttempt((n) => n + 1)];
}

/**
 * 登记付款 (custom dialog 'gold.fundRegister', button btn_add of the fund page): a shop's payment with its date, method,
 * bank serial, voucher and remark, allocated to the shop's outstanding settlements (each at most its outstanding; the
 * payment is their sum), into a registered batch of the shop or a new one. docs/product.md "Business API", Fund ledger.
 */
export default function FundRegisterDialog({ onClose, onDone }: CustomDialogProps) {
  const lang = useLang();
  const text = (key: FinanceTextKey, values?: Record<string, string | number>) => financeText(lang, key, values);
  const [modal, modalHolder] = Modal.useModal();
  const [shopId, setShopId] = useState<string | undefined>();
  const [batchId, setBatchId] = useState<string | undefined>();
  const [payDate, setPayDate] = useState<string | undefined>(() => dayjs().format(DAY));
  const [payMethod, setPayMethod] = useState<unknown>();
  const [bankSerial, setBankSerial] = useState('');
  const [voucher, setVoucher] = useState<unknown>();
  const [remark, setRemark] = useState('');
  const [entries, setEntries] = useState<AllocationEntries>({});
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  const [shops] = useKeyed<ShopOption[]>('shops', [], async () => listOf<ShopOption>(await http.get('/api/shop/list')));
  const shopList = useMemo(() => shops?.data ?? [], [shops]);
  const shop = shopList.find((s) => s.id === shopId);
  const [open, reloadOpen] = useKeyed<OpenSettlement[]>(shopId ?? null, [], async (id) =>
    listOf<OpenSettlement>(await http.get('/api/shopFund/listCanSaveFund', { shopId: id })));
  const [batches] = useKeyed<OpenBatch[]>(shopId ?? null, [], async (id) =>
    listOf<OpenBatch>(await http.get('/api/shopFund/fundBatchPage', { shopId: id, status: 1, currentPage: 1, pageSize: 50 })));
  const settlements = useMemo(() => open?.data ?? [], [open]);

  const chooseShop = (id: string | undefined) => {
    setShopId(id);
    setBatchId(undefined);
    setEntries({});
  };

  const total = allocationTotal(entries);
  const allocationIssue = shopId ? allocationsBlocker(settlements, entries) : 'chooseShopFirst';
  const missing = !shopId ? 'shop' : !payDate ? 'payDate' : !payMethod ? 'payMethod' : null;
  const blocked = allocationIssue !== null || missing !== null || open?.status !== 'ready';

  const save = () => {
    setTried(true);
    if (blocked || !shopId) return;
    void modal.confirm({
      title: text('confirmTitle'),
      content: text('confirmRegister', { shop: shop?.name ?? '', total: formatAmount(total) }),
      okText: text('register'),
      cancelText: text('cancel'),
      onOk: async () => {
        setSaving(true);
        try {
          const saved = await http.post<{ id: string; batchId: string; batchCode: string }>('/api/shopFund/save', {
            shopId,
            ...(batchId ? { batchId } : {}),
            payDate,
            payMethod,
            ...(bankSerial.trim() ? { bankSerial: bankSerial.trim() } : {}),
            ...(voucher ? { voucher } : {}),
            ...(remark.trim() ? { remark: remark.trim() } : {}),
            allocations: allocationsToSave(settlements, entries),
          });
          notify.success(text('registered', { code: saved?.batchCode ?? '' }));
          onDone();
        } catch {
          // The server's message was shown (an allocation over what another payment left, a batch presented meanwhile).
          reloadOpen();
        } finally {
          setSaving(false);
        }
      },
    });
  };

  const requiredHelp = (field: 'shop' | 'payDate' | 'payMethod', label: FinanceTextKey) =>
    tried && missing === field ? { validateStatus: 'error' as const, help: text('required', { label: text(label) }) } : {};

  const columns = [
    { title: text('settlementCode'), dataIndex: 'code', key: 'code', width: 170 },
    { title: text('settlementDate'), dataIndex: 'settlementDate', key: 'settlementDate', width: 110 },
    { title: text('payableAmount'), key: 'payable', align: 'right' as const, render: (_: unknown, s: OpenSettlement) => formatAmount(s.payableAmount) },
    { title: text('outstanding'), key: 'outstanding', align: 'right' as const, render: (_: unknown, s: OpenSettlement) => formatAmount(s.outstanding) },
    {
      title: text('allocate'),
      key: 'allocate',
      width: 220,
      render: (_: unknown, s: OpenSettlement) => {
        const problem = allocationProblem(entries[s.id], s.outstanding);
        return (
          <Form.Item
            style={{ margin: 0 }}
            validateStatus={problem ? 'error' : undefined}
            help={problem ? text(problem, { max: formatAmount(s.outstanding) }) : undefined}
          >
            <Space.Compact style={{ width: '100%' }}>
              <Input
                aria-label={`${text('allocate')} ${s.code}`}
                inputMode="decimal"
                value={entries[s.id] ?? ''}
                onChange={(event) => setEntries((all) => ({ ...all, [s.id]: event.target.value }))}
              />
              <Button onClick={() => setEntries((all) => ({ ...all, [s.id]: s.outstanding }))}>{text('payAll')}</Button>
            </Space.Compact>
          </Form.Item>
        );
      },
    },
  ];

  const allocationsBody = () => {
    if (!shopId) return <Empty description={text('chooseShopFirst')} />;
    if (open?.status === 'error') {
      return <Alert type="error" showIcon title={text('loadFailed')} action={<Button size="small" onClick={reloadOpen}>{text('retry')}</Button>} />;
    }
    if (!open || open.status === 'loading') return <Spin aria-label={text('loading')} style={{ display: 'block', margin: '24px auto' }} />;
    return (
      <Table<OpenSettlement>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={settlements}
        pagination={false}
        scroll={{ y: 280 }}
        locale={{ emptyText: text('noOutstanding') }}
        aria-label={text('allocations')}
      />
    );
  };

  const PayMethod = widgetFor('select')?.Component;
  const Voucher = widgetFor('uploadFz')?.Component;

  return (
    <Modal
      open
      width={960}
      title={text('registerTitle')}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>{text('cancel')}</Button>,
        <Button key="save" type="primary" disabled={tried && blocked} loading={saving} onClick={save}>{text('register')}</Button>,
      ]}
    >
      {modalHolder}
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item label={text('shop')} htmlFor="gold-fund-shop" required {...requiredHelp('shop', 'shop')}>
              <Select
                id="gold-fund-shop"
                showSearch={{ optionFilterProp: 'label' }}
                allowClear
                value={shopId}
                onChange={(id: string | undefined) => chooseShop(id)}
                options={shopList.map((s) => ({ value: s.id, label: s.code ? `${s.name} ${s.code}` : s.name }))}
                loading={shops?.status === 'loading'}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={text('batch')} htmlFor="gold-fund-batch">
              <Select
                id="gold-fund-batch"
                allowClear
                disabled={!shopId}
                value={batchId}
                onChange={(id: string | undefined) => setBatchId(id)}
                placeholder={text('newBatch')}
                options={(batches?.data ?? []).map((b) => ({
                  value: b.id,
                  label: text('batchOption', { code: b.code, count: b.fundCount ?? 0, total: formatAmount(b.totalAmount ?? '0') }),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={text('payDate')} htmlFor="gold-fund-date" required {...requiredHelp('payDate', 'payDate')}>
              <DatePicker
                id="gold-fund-date"
                style={{ width: '100%' }}
                value={payDate ? dayjs(payDate, DAY) : null}
                onChange={(day: Dayjs | null) => setPayDate(day ? day.format(DAY) : undefined)}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={text('payMethod')} htmlFor="gold-fund-method" required {...requiredHelp('payMethod', 'payMethod')}>
              {PayMethod ? <PayMethod id="gold-fund-method" value={payMethod} onChange={setPayMethod} field={PAY_METHOD} /> : null}
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={text('bankSerial')} htmlFor="gold-fund-serial">
              <Input id="gold-fund-serial" maxLength={64} value={bankSerial} onChange={(event) => setBankSerial(event.target.value)} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={text('voucher')}>
              {Voucher ? <Voucher value={voucher} onChange={setVoucher} field={VOUCHER} /> : null}
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label={text('allocations')}
          validateStatus={tried && allocationIssue === 'nothingAllocated' ? 'error' : undefined}
          help={tried && allocationIssue === 'nothingAllocated' ? text('nothingAllocated') : undefined}
        >
          {allocationsBody()}
        </Form.Item>
        <Row gutter={16} align="bottom">
          <Col span={16}>
            <Form.Item label={text('remark')} htmlFor="gold-fund-remark">
              <Input.TextArea id="gold-fund-remark" maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} value={remark} onChange={(event) => setRemark(event.target.value)} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Statistic title={text('total')} value={formatAmount(total)} suffix={text('yuan')} />
            <span hidden data-figure="total">{total}</span>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
