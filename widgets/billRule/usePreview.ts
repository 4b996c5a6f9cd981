import { useEffect, useState } from 'react';
import { useWidgetServices } from '../services';

/**
 * The number the rule would issue next, asked once per rule while `wanted`. A failed request shows
 * no preview (the code is issued on save anyway).
 */
export function useBillNumberPreview(rule: string | undefined, wanted: boolean): string {
  const services = useWidgetServices();
  const [preview, setPreview] = useState<{ rule: string; code: string } | undefined>(undefined);
  useEffect(() => {
    if (!wanted || !rule) return;
    let live = true;
    services.billNumber(rule).then(
      (code) => live && setPreview({ rule, code }),
      () => live && setPreview({ rule, code: '' }),
    );
    return () => {
      live = false;
    };
  }, [services, rule, wanted]);
  return wanted && rule && preview?.rule === rule ? preview.code : '';
}
