import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { DraggableModal } from '../../../widgets/common/DraggableModal';

const panel = () => document.querySelector<HTMLElement>('.draggable-modal-panel')!;

function renderModal(open = true) {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <DraggableModal open={open} title="选择数据" width={700}>
        body
      </DraggableModal>
    </ConfigProvider>,
  );
}

describe('DraggableModal', () => {
  it('moves by the pointer dragged on its title and stops when released', () => {
    renderModal();
    expect(document.querySelector<HTMLElement>('.ant-modal')!.style.width).toBe('700px');
    expect(panel().style.transform).toBe('translate(0px, 0px)');
    fireEvent.pointerDown(screen.getByText('选择数据'), { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(window, { clientX: 160, clientY: 130 });
    expect(panel().style.transform).toBe('translate(60px, 30px)');
    fireEvent.pointerUp(window, { clientX: 160, clientY: 130 });
    fireEvent.pointerMove(window, { clientX: 300, clientY: 300 });
    expect(panel().style.transform).toBe('translate(60px, 30px)');
  });

  it('does not move when the body is dragged, and stays inside the viewport', () => {
    renderModal();
    fireEvent.pointerDown(screen.getByText('body'), { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(window, { clientX: 200, clientY: 200 });
    expect(panel().style.transform).toBe('translate(0px, 0px)');

    // The panel sits 200 px from the left, 100 px from the top and 124 px / 268 px from the other edges.
    const rect = { left: 200, top: 100, right: window.innerWidth - 124, bottom: window.innerHeight - 268 };
    panel().getBoundingClientRect = () => ({ ...rect, x: rect.left, y: rect.top, width: rect.right - rect.left, height: rect.bottom - rect.top, toJSON: () => rect });
    fireEvent.pointerDown(screen.getByText('选择数据'), { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(window, { clientX: 2000, clientY: -2000 });
    expect(panel().style.transform).toBe('translate(124px, -100px)');
    fireEvent.pointerMove(window, { clientX: -2000, clientY: 2000 });
    expect(panel().style.transform).toBe('translate(-200px, 268px)');
    fireEvent.pointerUp(window);
  });

  it('opens centred again after being dragged', () => {
    const view = renderModal();
    fireEvent.pointerDown(screen.getByText('选择数据'), { button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(window, { clientX: 40, clientY: 40 });
    fireEvent.pointerUp(window);
    expect(panel().style.transform).toBe('translate(40px, 40px)');
    view.rerender(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <DraggableModal open={false} title="选择数据" width={700}>
          body
        </DraggableModal>
      </ConfigProvider>,
    );
    view.rerender(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <DraggableModal open title="选择数据" width={700}>
          body
        </DraggableModal>
      </ConfigProvider>,
    );
    expect(panel().style.transform).toBe('translate(0px, 0px)');
  });
});
