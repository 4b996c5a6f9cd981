/**
 * Where a flow message (type 2 or 3) opens (docs/product.md "Fixed routes"): its body is JSON such as
 * `{"type":2,"id":"<taskId>"}` whose type picks the page (1 launch, 2 todo, 3 circulate); without a usable
 * body the message's own type decides (3 circulate, else todo), as JNPF's MessageList.vue does.
 */
const FLOW_PAGES: Record<number, string> = {
  1: '/workFlow/flowLaunch',
  2: '/workFlow/flowTodo',
  3: '/workFlow/flowCirculate',
};

export function flowPathOf(messageType: number, bodyText: string | null | undefined): string {
  let bodyType: unknown;
  try {
    bodyType = bodyText ? (JSON.parse(bodyText) as { type?: unknown })?.type : undefined;
  } catch {
    bodyType = undefined;
  }
  const byBody = FLOW_PAGES[Number(bodyType)];
  if (byBody) return byBody;
  return messageType === 3 ? FLOW_PAGES[3] : FLOW_PAGES[2];
}
