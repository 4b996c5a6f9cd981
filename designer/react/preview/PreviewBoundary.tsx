import { Component, type ReactNode } from 'react';
import { Result } from 'antd';

/** A design the runtime cannot render yet (a formula that does not parse) shows why instead of breaking the designer. */
export class PreviewBoundary extends Component<{ title: string; children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    if (this.state.error) return <Result status="warning" title={this.props.title} subTitle={this.state.error.message} />;
    return this.props.children;
  }
}
