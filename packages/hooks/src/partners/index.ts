export { useCreatePartner } from './useCreatePartner';
export { usePartners } from './usePartners';
export { useRevokePartner } from './useRevokePartner';
export { useUpdatePartner } from './useUpdatePartner';

export type { UpdatePartnerInput } from './useUpdatePartner';
