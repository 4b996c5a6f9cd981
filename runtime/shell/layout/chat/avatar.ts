/** An avatar's image address: a stored avatar name becomes its image route; addresses pass as they are. */
export function avatarSrc(headIcon: string | null | undefined): string | undefined {
  if (!headIcon) return undefined;
  if (headIcon.startsWith('/') || /^https?:\/\//.test(headIcon)) return headIcon;
  return `/api/file/Image/userAvatar/${encodeURIComponent(headIcon)}`;
}
