export { useAccessTokenFromQuery } from './use-access-token-from-query';
