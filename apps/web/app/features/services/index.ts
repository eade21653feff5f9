export { AppPage } from './app-page';
export { OutsourcingPage } from './outsourcing-page';
export { SoftwarePage } from './software-page';
