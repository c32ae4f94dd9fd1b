// French helpers live with the shared runtime; the catalogues import them from here.
export { ofName } from '@dicetable/i18n';
