// What the contracts area's handlers need: the app's deps plus the credit
// provider adapter (embedded or HTTP, chosen once by createApp).
import type { CreditProvider } from '../credit';
import type { AppDeps } from '../deps';

export interface ContractDeps extends AppDeps {
  credit: CreditProvider;
}
