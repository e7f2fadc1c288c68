export { useChangePassword } from './useChangePassword';
export { useForgotPassword } from './useForgotPassword';
export { useProfile } from './useProfile';
export { useProfiling } from './useProfiling';
export { useResetPassword } from './useResetPassword';
export { useTalentSearch } from './useTalentSearch';
export { useUpdateProfile } from './useUpdateProfile';
export { profileQuery, talentSearchQuery } from '../queries/profile';
export type { TalentSearchFilters } from '../queries/profile';
