export { invalidateCollectives } from './invalidateCollectives';
export {
  useCollective,
  useCollectiveEvents,
  useCollectives,
  useMyCollectives,
} from './useCollectives';
export {
  useCollectiveLogo,
  useCollectiveMemberAction,
  useCollectiveMembership,
  useContactCollective,
  useCreateCollective,
  useUpdateCollective,
} from './useCollectiveMutations';
export type {
  CollectiveLogoInput,
  MemberAction,
  MemberActionInput,
  OwnMembershipAction,
  OwnMembershipInput,
  UpdateCollectiveInput,
} from './useCollectiveMutations';
