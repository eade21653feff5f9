/** The cards of Contato config are the kit's settings cards. */
export { ConfigCard } from '../kit';
