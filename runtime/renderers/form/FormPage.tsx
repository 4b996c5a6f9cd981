import { pickText } from '../../../schemas/text';
import type { FormSchema } from '../../../schemas';
import { useLang } from '../SchemaServices';
import { SchemaForm } from './SchemaForm';

function back(): void {
  window.history.back();
}

/**
 * A form schema as a whole page (SchemaPage, popup kind 'page' routes): edits `routeParams.id` when
 * present; saving or cancelling goes back to where the user came from.
 */
export function FormPage({ schema, routeParams }: { schema: FormSchema; routeParams: Record<string, string> }) {
  const lang = useLang();
  const title = pickText(schema.title, lang);
  return (
    <div className="schema-form-page">
      {title ? <h3 style={{ marginTop: 0 }}>{title}</h3> : null}
      <SchemaForm schema={schema} recordId={routeParams.id} context={{ route: routeParams }} onSaved={back} onCancel={back} />
    </div>
  );
}
