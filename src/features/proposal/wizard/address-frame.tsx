import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { slot } from '../../../lib/frame';
import { ADDRESS_FIELDS, AddressStep, lockedVariant } from './address-step';

const none = () => {};
const values = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, slot(name)])) as Record<(typeof ADDRESS_FIELDS)[number], string>;

/** Step 2's frame (the wizard's `useFrameCopy`), for each of street, district and city locked by the CEP or not. */
export default () =>
  Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => {
      const locked = { street: (bits & 1) > 0, district: (bits & 2) > 0, city: (bits & 4) > 0 };
      return [
        lockedVariant(locked),
        <QueryClientProvider client={new QueryClient()}>
          <AddressStep values={values} lock={{ cep: '', ...locked }} onChange={none} onLock={none} onBack={none} onDone={none} frame />
        </QueryClientProvider>,
      ];
    }),
  );
