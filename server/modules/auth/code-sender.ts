import type { FastifyBaseLogger } from 'fastify';

export interface CodeMessage {
  /** What the person typed (account or mobile number). */
  target: string;
  account: string;
  mobilePhone: string | null;
  email: string | null;
  code: string;
}

/** Delivers a sign-in code (SMS, e-mail, ...). Pass one to buildApp to replace the default. */
export type CodeSender = (message: CodeMessage) => Promise<void> | void;

/** Default sender: writes the code to the app log (no SMS gateway is configured). */
export const createLogCodeSender = (log: FastifyBaseLogger): CodeSender => (m) => {
  log.info(`Sign-in code for ${m.target}: ${m.code}`);
};
