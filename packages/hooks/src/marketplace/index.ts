export {
  useAdminOrder,
  useDisputes,
  useMarketplaceReviews,
  useOrder,
  useOrders,
  useService,
  useServiceSellers,
  useServices,
} from './useMarketplace';
export {
  invalidateMarketplace,
  useBuyService,
  useCancelOrder,
  useCompleteOrder,
  useCreateService,
  useDeliverOrder,
  useDisputeOrder,
  usePayOrder,
  useRequestRevision,
  useResolveDispute,
  useReviewOrder,
  useSetServiceStatus,
  useSubmitRequirements,
  useUpdateService,
} from './useMarketplaceMutations';
export type {
  CancelOrderInput,
  DisputeOrderInput,
  OrderMessageInput,
  ResolveDisputeInput,
  ReviewOrderInput,
  ServiceStatusChange,
  SubmitRequirementsInput,
  UpdateServiceInput,
} from './useMarketplaceMutations';
export { marketplaceClient } from './marketplaceClient';
