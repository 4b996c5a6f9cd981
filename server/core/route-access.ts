/**
 * What a route requires. Every /api route must declare it in `config.access`; the app refuses to
 * start otherwise, and a test walks the route table to prove each declaration is enforced.
 *  - 'public': no session needed (sign-in, health, docs).
 *  - 'session': any signed-in user (current-user calls).
 *  - { menu, button? }: the user must be granted the menu (by its enCode) and, if given, the button.
 */
export type RouteAccess = 'public' | 'session' | { menu: string; button?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
