import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../runtime/state/session';
import { chunksForMenu } from '../../../runtime/shell/layout/prefetch';
import { registerScreens } from '../../../runtime/views/screens';

registerScreens({ schemas: { 'test.chunks.list': () => Promise.resolve({}) }, pages: { 'test/chunksList': 'test.chunks.list' }, fixed: [] });

const route = (path: string, view: string, urlAddress = path.slice(1)): AppRoute => ({ path, name: path, view, meta: { title: path, zhTitle: path, urlAddress } });
const schemaPage = route('/test/chunksList', 'page');
const plainPage = route('/test/plain', 'page');
const designed = (n: number) => route(`/model/order${n}`, 'dynamicModel', `model/order${n}`);
const external = route('/test/link', 'externalLink', 'http://example.test');

describe('the menu → chunks mapping of the idle prefetch', () => {
  it('a menu of schema pages (type 2) needs the menu view, the schema page and its renderers', () => {
    expect(chunksForMenu([plainPage, schemaPage])).toEqual(['menuView', 'schemaPage', 'list', 'tabs', 'detail', 'form']);
  });

  it('a menu of published designs (type 3) needs the dynamic-model renderer and its page check, once, before the schema chunks', () => {
    expect(chunksForMenu([designed(1)])).toEqual(['menuView', 'dynamicModel', 'pageCheck', 'schemaPage', 'list', 'tabs', 'detail', 'form']);
    const both = chunksForMenu([designed(1), schemaPage, designed(2), designed(3)]);
    expect(both).toEqual(chunksForMenu([designed(1)]));
    expect(new Set(both).size).toBe(both.length);
  });

  it('a menu without schema or designed pages needs nothing', () => {
    expect(chunksForMenu([])).toEqual([]);
    expect(chunksForMenu([plainPage, external, route('/home', 'home')])).toEqual([]);
  });
});
