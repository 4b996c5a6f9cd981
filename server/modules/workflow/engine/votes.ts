import { approverProps, type Run } from './run';

/**
 * When a node's votes decide it (reference §6.3 "Approve" 3 and "Reject" 3): an or-sign node on one vote; a
 * countersign node when floor(approved / assignees * 100) >= ratio passes it and floor(rejected / assignees * 100)
 * >= 100 - ratio rejects it (integer arithmetic, so no rounding). Added approvers must all approve; their reject
 * decides at once. Transferred and reassigned to-dos are replaced, not counted.
 */

const members = (run: Run, nodeId: string) =>
  run.task.todos.filter((t) => t.nodeId === nodeId && t.round === run.task.round && t.kind === 'assignee' && t.status !== 'closed');

const ratioOf = (run: Run, nodeId: string) => {
  const p = approverProps(run, nodeId);
  return p?.counterSign === 1 ? p.countersignRatio ?? 100 : null;
};

export function nodePasses(run: Run, nodeId: string): boolean {
  const pending = run.task.todos.some((t) => t.nodeId === nodeId && t.kind === 'added' && (t.status === 'open' || t.status === 'blocked'));
  if (pending) return false;
  const votes = members(run, nodeId);
  const approved = votes.filter((t) => t.status === 'approved').length;
  const ratio = ratioOf(run, nodeId);
  if (ratio === null) return approved > 0 || votes.length === 0;
  return approved * 100 >= ratio * votes.length;
}

export function rejectDecides(run: Run, nodeId: string, byAdded: boolean): boolean {
  const ratio = ratioOf(run, nodeId);
  if (byAdded || ratio === null) return true;
  const votes = members(run, nodeId);
  const rejected = votes.filter((t) => t.status === 'rejected').length;
  return rejected * 100 >= (100 - ratio) * votes.length;
}
