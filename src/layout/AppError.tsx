export { Error as default } from 'react-admin';
