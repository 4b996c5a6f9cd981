import type { FastifyBaseLogger } from 'fastify';

export interface CodeMessage {
  /** What the person typed (account or mobile number). */
  target: string;
  account: string;
  mobilePhone: string | null;
  email: string | null;
  code: string;
}

/** Delivers a sign-in code (SMS, e-mail, ...). Pass one to buildApp to replace the configured one. */
export type CodeSender = (message: CodeMessage) => Promise<void> | void;

/** Development only: writes the code to the app log (never chosen outside NODE_ENV=development). */
export const createLogCodeSender = (log: FastifyBaseLogger): CodeSender => (m) => {
  log.info(`Sign-in code for ${m.target}: ${m.code}`);
};

const WEBHOOK_TIMEOUT_MS = 10_000;

/** POSTs the message as JSON to the operator's gateway (LOGIN_CODE_WEBHOOK); any non-2xx is a failure. */
export const createWebhookCodeSender = (url: string): CodeSender => async (m) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(m),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`sign-in code webhook answered HTTP ${res.status}`);
};

/**
 * The configured sender, or null: verification-code sign-in is then off. Codes reach the log only
 * in development, so a production log never holds a way to sign in.
 */
export function configuredCodeSender(
  config: { loginCodeWebhook?: string; logLoginCodes?: boolean }, log: FastifyBaseLogger,
): CodeSender | null {
  if (config.loginCodeWebhook) return createWebhookCodeSender(config.loginCodeWebhook);
  return config.logLoginCodes ? createLogCodeSender(log) : null;
}
