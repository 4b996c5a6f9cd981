export { ListRenderer, type ListRendererProps } from './ListRenderer';
