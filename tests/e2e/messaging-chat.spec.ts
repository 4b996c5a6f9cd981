import { test, expect, type Browser, type Page } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from './global-setup';
import { signIn } from './support';

// A 2×1 PNG: the receiver lays the picture out by the size the sender measured.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwPAfAAcAAf9+CLHQAAAAAElFTkSuQmCC', 'base64');

async function userPage(browser: Browser, account?: string, password?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account, password);
  return page;
}

const chatButton = (page: Page) => page.getByRole('button', { name: '即时聊天' });
const chatBadge = (page: Page) => chatButton(page).locator('.ant-badge-count');
const chatWindow = (page: Page) => page.locator('.chat-window');
const lines = (page: Page) => chatWindow(page).getByTestId('chat-line');

async function openConversation(page: Page, name: string): Promise<void> {
  await chatButton(page).click();
  const drawer = page.locator('.chat-drawer');
  await drawer.getByTestId('chat-conversation').filter({ hasText: name }).click();
  await expect(chatWindow(page)).toBeVisible();
}

async function send(page: Page, text: string): Promise<void> {
  const input = chatWindow(page).getByLabel('输入消息');
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

test('two users chat: text, emoji and a picture; unread counts rise while closed and survive a reload', async ({ browser }) => {
  const operator = await userPage(browser, 'operator', E2E_DEMO_PASSWORD);
  const admin = await userPage(browser);

  // The administrator finds the operator among the contacts and writes.
  await chatButton(admin).click();
  const drawer = admin.locator('.chat-drawer');
  await drawer.getByRole('tab', { name: '联系人' }).click();
  const search = drawer.getByRole('searchbox');
  await search.fill('operator');
  await search.press('Enter');
  await drawer.getByTestId('chat-contact').filter({ hasText: 'operator' }).click();
  await expect(chatWindow(admin).getByText('运营专员/operator')).toBeVisible();
  await send(admin, '  你好，运营  ');
  await expect(lines(admin).last()).toContainText('你好，运营');

  // The operator's chat is closed: the badge rises and the icon blinks.
  await expect(chatBadge(operator)).toHaveText('1');
  await expect(chatButton(operator)).toHaveClass(/shell-navbar__item--blink/);

  // Emoji: picked as a code, drawn as its glyph on both sides.
  await chatWindow(admin).getByRole('button', { name: '表情' }).click();
  await admin.getByRole('option', { name: '[微笑]' }).click();
  await chatWindow(admin).getByLabel('输入消息').press('Enter');
  await expect(lines(admin).last().getByRole('img', { name: '[微笑]' })).toHaveText('🙂');

  // A picture: uploaded to the IM store, then sent by its file id.
  await chatWindow(admin).getByTestId('chat-image-input').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  const sentImage = lines(admin).last().locator('img.chat-image');
  await expect(sentImage).toHaveAttribute('src', /^\/api\/file\/Image\/IM\//);
  await expect(chatBadge(operator)).toHaveText('3');

  // The operator reloads: the count comes back from the server, the conversation shows the latest message.
  await operator.reload();
  await expect(chatBadge(operator)).toHaveText('3');
  await chatButton(operator).click();
  const conversation = operator.locator('.chat-drawer').getByTestId('chat-conversation').filter({ hasText: '管理员' });
  await expect(conversation).toContainText('[图片]');
  await expect(conversation.locator('.ant-badge-count')).toHaveText('3');
  await conversation.click();
  await expect(lines(operator)).toHaveCount(3);
  await expect(lines(operator).nth(0)).toContainText('你好，运营');
  await expect(lines(operator).nth(1).getByRole('img', { name: '[微笑]' })).toBeVisible();
  const received = lines(operator).nth(2).locator('img.chat-image');
  await expect(received).toHaveAttribute('src', (await sentImage.getAttribute('src'))!);
  await expect.poll(() => received.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  // Opening the chat read it: no badge anywhere.
  await expect(chatBadge(operator)).toHaveCount(0);
  await expect(conversation.locator('.ant-badge-count')).toHaveCount(0);

  // With the chat open on both sides, a reply appears at once and raises no count.
  await send(operator, '收到[OK]');
  await expect(lines(admin).last()).toContainText('收到👌');
  await expect(chatBadge(admin)).toHaveCount(0);

  // The history view pages the whole conversation, oldest first, and searches it.
  await chatWindow(operator).getByRole('button', { name: '消息记录' }).click();
  const log = chatWindow(operator).getByRole('log', { name: '消息记录' });
  await expect(log.getByTestId('chat-line')).toHaveCount(4);
  await expect(log.getByTestId('chat-line').first()).toContainText('你好，运营');
  await chatWindow(operator).getByRole('searchbox').fill('收到');
  await chatWindow(operator).getByRole('searchbox').press('Enter');
  await expect(log.getByTestId('chat-line')).toHaveCount(1);

  // The administrator reloads: nothing unread, and the history is all there.
  await admin.reload();
  await expect(admin.getByRole('button', { name: '用户菜单' })).toBeVisible();
  await expect(chatBadge(admin)).toHaveCount(0);
  await openConversation(admin, '运营专员');
  await expect(lines(admin)).toHaveCount(4);
  await expect(lines(admin).last()).toContainText('收到👌');

  await operator.context().close();
  await admin.context().close();
});
