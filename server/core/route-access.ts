/**
 * What a route requires. Every /api route must declare it in `config.access`; the app refuses to
 * start otherwise, and a test walks the route table to prove each declaration is enforced.
 *  - 'public': no session needed (sign-in, health, docs).
 *  - 'session': any signed-in user (current-user calls, selectors).
 *  - { menu, button? }: the user must be granted the menu (by its enCode) and, if given, the button
 *    of that menu. A list means "any of": several pages share a call (authorising a role, a position
 *    or a user), or the button depends on the body (btn_add or btn_edit for one save call, which then
 *    checks the exact one once the body is parsed).
 */
export type RouteAccess = 'public' | 'session' | MenuAccess;

export interface MenuAccess {
  menu: string | string[];
  button?: string | string[];
}

/** The code of a reply refused because the user must change their password first (docs/architecture.md#access-rules). */
export const PASSWORD_CHANGE_CODE = 605;

export const anyOf = (v: string | string[]): string[] => (Array.isArray(v) ? v : [v]);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * A session route a user may call while their password must still be changed (the change itself, the current
     * user, sign-out, the language); every other route answers PASSWORD_CHANGE_CODE until then.
     */
    beforePasswordChange?: true;
    /**
     * A POST or PUT that only reads (a query, tree or preview sent with a body): the operation log records writes
     * only, so such a call is not an operation (docs/product.md#jnpf-system-log).
     */
    read?: true;
  }
  interface FastifyRequest {
    /**
     * The menu and button a 'session' route found it requires once it knew what the call names (a published model's
     * menu, server/modules/visualdev/online/live-access.ts): the operation log records the call under it.
     */
    resolvedAccess?: MenuAccess;
  }
}
