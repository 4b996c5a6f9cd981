import { Progress, Typography } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { HOME_CARD_TITLES } from '../cardTitles';
import { homeApi, type AreaCount } from './api';
import { CardFrame } from './CardFrame';
import { useHomeCall } from './useHomeCall';

/** The cities shown; the rest are summed in one line. */
const TOP = 10;

/** Open shops by city as a bar list, most first (GET /api/home/shopAddressDistribution). */
export function CityCard() {
  const { t, i18n } = useLingui();
  const [state, retry] = useHomeCall(homeApi.cities);
  return (
    <CardFrame title={i18n._(HOME_CARD_TITLES.addressDistribution)} state={state} retry={retry} isEmpty={(list: AreaCount[]) => list.length === 0} height={420}>
      {(list) => {
        const max = Math.max(...list.map((c) => c.count));
        const rest = list.slice(TOP).reduce((n, c) => n + c.count, 0);
        return (
          <ol className="home-city-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.slice(0, TOP).map((city) => (
              <li key={city.areaId} style={{ marginBottom: 8 }}>
                <div style={{ display: 'flex', justifyContent: 'space-between' }}>
                  <span>{city.areaName}{city.provinceName && city.provinceName !== city.areaName
                    ? <Typography.Text type="secondary"> · {city.provinceName}</Typography.Text> : null}</span>
                  <span>{city.count}</span>
                </div>
                <Progress percent={(city.count / max) * 100} showInfo={false} size="small" strokeColor="#d4a017" />
              </li>
            ))}
            {rest > 0 ? <li><Typography.Text type="secondary">{t`其他 ${list.length - TOP} 个城市：${rest} 家`}</Typography.Text></li> : null}
          </ol>
        );
      }}
    </CardFrame>
  );
}
