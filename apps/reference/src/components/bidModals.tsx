// The lazily loaded chunk of LazyBidModals.
export { ConnectedBidDetailsModal, ConnectedBidModal } from '@hireloop/ui';
