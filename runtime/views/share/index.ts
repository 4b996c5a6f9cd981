export { SharePage } from './SharePage';
