import { Component, Suspense, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../data';
import { customDialogFor } from '../../views/screens';
import type { CustomRequest } from './useActionRunner';

export interface CustomDialogHostProps {
  request: CustomRequest;
  /** Route parameters of the list's page, passed on to the dialog. */
  route: Record<string, string>;
  /** `done`: the dialog changed something (the list reloads). */
  onClose(done: boolean): void;
}

/** A dialog whose code failed to download (or that crashed) closes instead of taking the list down. */
class DialogBoundary extends Component<{ onFail(): void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onFail();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounts the registered dialog of a `custom` action (ScreenSet.dialogs) while it is open; its code
 * loads on first use. The dialog gets CustomDialogProps: onDone closes it and reloads the list.
 */
export function CustomDialogHost({ request, route, onClose }: CustomDialogHostProps) {
  const { t } = useLingui();
  const Dialog = customDialogFor(request.name);
  if (!Dialog) return null;
  const fail = () => {
    notify.error(t`加载失败`);
    onClose(false);
  };
  return (
    <DialogBoundary key={request.seq} onFail={fail}>
      <Suspense fallback={<Spin fullscreen />}>
        <Dialog row={request.row} route={route} onClose={() => onClose(false)} onDone={() => onClose(true)} />
      </Suspense>
    </DialogBoundary>
  );
}
