/**
 * Every story of stories/ rendered with the project annotations of .storybook/preview, so a broken
 * story fails CI: it must render something, name no unknown widget, and throw nothing.
 */
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations, type ReactRenderer } from '@storybook/react';
import type { ComposedStoryFn } from 'storybook/internal/types';
import preview from '../../../.storybook/preview';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComposedStoryFn<ReactRenderer>;

const modules = import.meta.glob<StoryModule>('../../../stories/**/*.stories.tsx', { eager: true });

const cases = Object.entries(modules).flatMap(([path, module]) => {
  const file = path.replace('../../../stories/', '');
  const stories = Object.entries(composeStories(module)) as Array<[string, ComposedStory]>;
  return stories.map(([name, Story]) => ({ title: `${file} ${name}`, Story }));
});

/**
 * What the story shows. In a widget story that is the widget itself, not the value echoed under it;
 * a widget rendering nothing leaves no element there.
 */
function shownElements(container: HTMLElement): Element[] {
  const story = container.querySelector('[data-testid="widget-story"]');
  if (!story) return [...container.children];
  return [...story.children].filter((child) => child.getAttribute('data-testid') !== 'story-value');
}

function hasContent(elements: Element[]): boolean {
  return elements.some((element) => !!element.textContent?.trim() || element.className !== '' || element.children.length > 0);
}

describe('stories', () => {
  it('finds the story files', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(10);
  });

  it.each(cases)('$title renders', async ({ Story }) => {
    const { container, baseElement } = render(<Story />);
    if (Story.play) await Story.play({ canvasElement: container });
    // Lazy widgets and loading options show a skeleton or spinner first: wait until they settle.
    await waitFor(() => expect(container.querySelector('.ant-skeleton, .ant-spin-spinning')).toBeNull());
    // Dialog stories render into a portal beside the container.
    const portals = [...baseElement.children].filter((element) => !element.contains(container));
    expect(hasContent(shownElements(container)) || hasContent(portals)).toBe(true);
    const alerts = [...container.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent);
    expect(alerts.join(' ')).not.toMatch(/unknown widget/);
  });
});
