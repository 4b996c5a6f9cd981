import type { Meta, StoryObj } from '@storybook/react';
import { MediaPreview, type MediaItem } from '../../widgets/common/MediaPreview';
import { StoryProviders } from '../kit';

const picture = (color: string, label: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="${color}"/><text x="320" y="190" font-size="40" text-anchor="middle" fill="#fff">${label}</text></svg>`)}`;

function PreviewStory({ items, start }: { items: MediaItem[]; start?: number }) {
  return (
    <StoryProviders>
      {/* The dialog renders into document.body; the frame marks where the story lives. */}
      <div className="story-media-preview">
        <MediaPreview items={items} start={start} onClose={() => {}} />
      </div>
    </StoryProviders>
  );
}

const meta = { title: 'Widgets/MediaPreview', component: PreviewStory } satisfies Meta<typeof PreviewStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three pictures with previous / next. */
export const Images: Story = {
  args: { items: [{ name: '一.svg', url: picture('#c9a227', '1') }, { name: '二.svg', url: picture('#8c6d1f', '2') }, { name: '三.svg', url: picture('#5b4512', '3') }], start: 1 },
};

/** An mp4 that cannot load (no network in stories): the 'cannot be played' message. */
export const VideoError: Story = { args: { items: [{ name: '培训.mp4', url: 'data:video/mp4;base64,AAAA' }] } };

/** A presentation: offered as a download. */
export const Presentation: Story = { args: { items: [{ name: '新品培训.pptx', url: '/api/file/Attachment/annex/t.pptx' }] } };

/** No items: 'no image resources'. */
export const NoImages: Story = { args: { items: [] } };
