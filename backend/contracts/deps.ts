// What the contracts area's handlers need: the app's deps plus the credit
// providers by code (embedded or HTTP, chosen once by createApp).
import type { CreditProviders } from '../credit';
import type { AppDeps } from '../deps';

export interface ContractDeps extends AppDeps {
  credit: CreditProviders;
}
