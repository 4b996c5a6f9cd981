export { TabsRenderer } from './TabsRenderer';
