export { request, http, expireSession, announceSessionEnd, RequestError, isSuccess, timeoutFor, skipsCodeCheck, SESSION_CODES } from './http';
export type { Envelope, RequestOptions, Method } from './http';
export { download, fetchFile, saveBlob, fileNameFromDisposition } from './download';
export { notify, toast, setMessageApi } from './feedback';
export { navigateTo, setNavigator, currentHref, loginHref, safeRedirect } from './navigate';
export { encodePassword } from './md5';
export { connectMessageSocket } from './socket';
export type { SocketFrame, SocketHandlers, SocketConnection, FrameInfo } from './socket';
