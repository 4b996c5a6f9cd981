import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import { Providers } from '../../runtime/app/providers';
import { AppContexts } from '../../runtime/app/contexts';
import { activateLanguage, loadWholeCatalog } from '../../runtime/i18n';
import '../../runtime/app/global.css';
import { WidgetServicesContext } from '../../widgets/services';
import { createFakeServices } from '../../widgets/testing/fake-services';
import { bigFormSchema, bigFormValues } from './cases/big-form';
import { orderFormSchema } from './cases/order-form';
import { installLatencyProbe } from './latency';
import { OursForm } from './OursForm';

/**
 * The form lab (tests only): renders a case with our runtime or with @rjsf/core.
 * ?case=big|order  &renderer=ours|rjsf; ?case=designer: the form designer on the 200-field design.
 */
const RjsfForm = lazy(() => import('./RjsfForm').then((m) => ({ default: m.RjsfForm })));
// The designer runs signed in: the whole catalog, as the application loads it.
const DesignerLab = lazy(() => Promise.all([import('./DesignerLab'), loadWholeCatalog()]).then(([m]) => ({ default: m.DesignerLab })));

const params = new URLSearchParams(location.search);
const big = params.get('case') !== 'order';
const schema = big ? bigFormSchema() : orderFormSchema();
const values = big ? bigFormValues() : undefined;
const services = createFakeServices();
installLatencyProbe();
// Lingui renders nothing until a language is active (as the app's entry does).
await activateLanguage('zh');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AppContexts>
          <WidgetServicesContext.Provider value={services}>
            <Suspense fallback={null}>
              {params.get('case') === 'designer' ? <DesignerLab /> : params.get('renderer') === 'rjsf' ? <RjsfForm schema={schema} values={values} /> : <OursForm schema={schema} values={values} />}
            </Suspense>
          </WidgetServicesContext.Provider>
        </AppContexts>
      </ConfigProvider>
    </Providers>
  </StrictMode>,
);
