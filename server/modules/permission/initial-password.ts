import { createHash } from 'node:crypto';

/**
 * The password a user created by an administrator gets when the create call sends none
 * (POST /api/permission/Users without `password`). It is the one place this default lives: the user
 * must change it at first sign-in (mustChangePassword), and administrators hand it out by hand.
 * Stored like every password: argon2id(md5hex(password)).
 */
export const DEFAULT_INITIAL_PASSWORD = 'Gold@123456';

/** md5 hex of the default, as a client would send it. */
export const defaultInitialPasswordMd5 = (): string => createHash('md5').update(DEFAULT_INITIAL_PASSWORD).digest('hex');
