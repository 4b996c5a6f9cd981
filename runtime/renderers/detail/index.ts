export { DetailRenderer, type DetailRendererProps } from './DetailRenderer';
