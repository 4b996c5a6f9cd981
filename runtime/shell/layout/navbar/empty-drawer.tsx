import { Drawer, Empty } from 'antd';

interface EmptyDrawerProps {
  title: string;
  open: boolean;
  onClose: () => void;
  emptyText: string;
}

/** 280 px right drawer with an empty state (message and chat drawers until they are built). */
export function EmptyDrawer({ title, open, onClose, emptyText }: EmptyDrawerProps) {
  return (
    <Drawer title={title} placement="right" size={280} open={open} onClose={onClose} className="shell-empty-drawer">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
    </Drawer>
  );
}
