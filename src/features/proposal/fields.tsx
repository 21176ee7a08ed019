import { useFrameSlot } from '../../components/ui/frame-slot';
import { MaskedField } from '../../components/ui/masked-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { CEP_MASK } from '../../lib/br/cep';
import { BIRTH_DATE_MASK, BR_DATE_LENGTH } from '../../lib/br/date';
import { fixedMask } from '../../lib/br/mask';
import { NAME_MAX_LENGTH } from '../../lib/br/name';
import { PHONE_MASK, completePhone } from '../../lib/br/phone';
import { UFS } from '../../lib/br/uf';
import { fieldError } from './field-error';
import { normaliseAddressText, normaliseComplement, normaliseFullName, normaliseMotherName, normalisePixEmail } from './normalise';
import { ADDRESS_LIMITS, complementHelper } from './schemas/address';
import { BANK_LIMITS, type PixKeyType } from './schemas/bank-data';

/**
 * The fields the wizard's steps and the correction form (step 6) share, each wired to a TanStack
 * Form field of a string: label, mask, limits, the normalisation as typed and the error shown.
 */

/** What these fields use of TanStack Form's FieldApi for a string value. */
export interface StringField {
  state: { value: string | undefined; meta: { errors: readonly unknown[]; isBlurred: boolean } };
  handleChange: (value: string) => void;
  handleBlur: () => void;
}

type Props = {
  field: StringField;
  attempted: boolean;
  /** Leaving the field (default: the field's own blur; the wizard's steps also validate the step). */
  onLeave?: () => void;
};

/**
 * None of the worker's data goes to the browser's own autofill store. That store is
 * outside the app's reach: 'Limpar meus dados' and the end's wipe cannot clear it, and on a shared
 * phone (a Corban's, a family's) it offers one person's name, phone, birth date, mother's name,
 * e-mail, address or account to the next person who types there. `off` keeps a field out of it.
 */
const NOT_REMEMBERED = 'off';

const bind = ({ field, attempted, onLeave }: Props, normalise: (value: string) => string = (value) => value) => ({
  autoComplete: NOT_REMEMBERED,
  value: field.state.value ?? '',
  onChange: (e: { currentTarget: { value: string } }) => field.handleChange(normalise(e.currentTarget.value)),
  onBlur: onLeave ?? field.handleBlur,
  error: fieldError(field.state.meta, attempted),
});

const masked = ({ field, attempted, onLeave }: Props) => ({
  autoComplete: NOT_REMEMBERED,
  value: field.state.value ?? '',
  onValueChange: (value: string) => field.handleChange(value),
  onBlur: onLeave ?? field.handleBlur,
  error: fieldError(field.state.meta, attempted),
});

export function FullNameField(props: Props) {
  return <TextField label="Nome completo" maxLength={NAME_MAX_LENGTH} {...bind(props, normaliseFullName)} />;
}

export function BirthDateField(props: Props) {
  return <MaskedField label="Data de nascimento" placeholder="dd/mm/aaaa" mask={BIRTH_DATE_MASK} maxLength={BR_DATE_LENGTH} {...masked(props)} />;
}

export function CellphoneField({ field, attempted, onLeave }: Props) {
  return (
    <MaskedField
      label="Celular com DDD"
      type="tel"
      placeholder="(00) 00000-0000"
      mask={PHONE_MASK}
      {...masked({ field, attempted })}
      onBlur={() => {
        // The spec's missing 9 is added once the worker leaves the field, never while typing.
        const value = field.state.value ?? '';
        const completed = completePhone(value);
        if (completed !== value) field.handleChange(completed);
        (onLeave ?? field.handleBlur)();
      }}
    />
  );
}

export function MotherNameField(props: Props) {
  return <TextField label="Nome da mãe" maxLength={NAME_MAX_LENGTH} {...bind(props, normaliseMotherName)} />;
}

export function EmailField(props: Props) {
  // Not type="email": the browser would drop leading and trailing spaces the rules must name.
  return <TextField label="E-mail (opcional)" inputMode="email" maxLength={120} {...bind(props)} />;
}

/** Street, district and city: `locked` once a found CEP filled them (the wizard's step 2). */
export function AddressTextField({ name, locked = false, ...props }: Props & { name: 'street' | 'district' | 'city'; locked?: boolean }) {
  const label = { street: 'Rua', district: 'Bairro', city: 'Cidade' }[name];
  // The street's limit is the input's; the others let one more in so the schema can say it.
  const maxLength = name === 'street' ? ADDRESS_LIMITS.street : ADDRESS_LIMITS[name] + 1;
  return (
    <TextField
      label={label}
      maxLength={maxLength}
      readOnly={locked}
      helper={locked ? 'Preenchido pelo CEP' : undefined}
      {...bind(props, normaliseAddressText)}
    />
  );
}

export function StreetNumberField(props: Props) {
  return <TextField label="Número" inputMode="numeric" maxLength={ADDRESS_LIMITS.streetNumber + 1} {...bind(props)} />;
}

/**
 * 20 characters in the wizard, 50 in the correction form (spec section 9). What it takes and the
 * count are said under it from the start; one character more gets in, so the rule's message says
 * why instead of the input stopping without a word.
 */
export function ComplementField({ max, ...props }: Props & { max: number }) {
  const length = useFrameSlot('count', String((props.field.state.value ?? '').length));
  return (
    <TextField label="Complemento (opcional)" helper={`${complementHelper(max)} ${length}/${max}`} maxLength={max + 1} {...bind(props, normaliseComplement)} />
  );
}

const UF_OPTIONS = UFS.map((uf) => ({ value: uf, label: uf }));

export function StateField(props: Props) {
  return <SelectField label="Estado" options={UF_OPTIONS} {...masked(props)} />;
}

/** Spec section 2: the key types as the select names them. */
export const PIX_TYPE_LABELS: Record<PixKeyType, string> = {
  EMAIL: 'Email',
  PHONE: 'Celular',
  DOCUMENT: 'CPF',
  BANK_ACCOUNT: 'Dados Bancários',
};

/** Spec section 2: the account types as the select names them. */
export const ACCOUNT_TYPE_LABELS: Record<string, string> = {
  CHECKING_ACCOUNT: 'Conta Corrente',
  SAVINGS_ACCOUNT: 'Conta Poupança',
  PAYMENT_ACCOUNT: 'Conta de Pagamento',
};

/** The wizard's two account types, or the correction form's three. */
export function AccountTypeField({ types, ...props }: Props & { types: readonly string[] }) {
  return <SelectField label="Tipo de conta" options={types.map((type) => ({ value: type, label: ACCOUNT_TYPE_LABELS[type] ?? type }))} {...masked(props)} />;
}

const AGENCY_MASK = fixedMask('0000');

export function AgencyField(props: Props) {
  return <MaskedField label="Agência" helper="4 dígitos, sem o dígito da agência" mask={AGENCY_MASK} {...masked(props)} />;
}

export function AccountField(props: Props) {
  return <TextField label="Conta" inputMode="numeric" maxLength={BANK_LIMITS.account + 1} {...bind(props, (value) => value.trim())} />;
}

export function DigitField(props: Props) {
  return <TextField label="Dígito" inputMode="numeric" maxLength={BANK_LIMITS.digit + 1} {...bind(props, (value) => value.trim())} />;
}

/** `onTyped` also gets each masked value (step 2 looks the CEP up on its 8th digit). */
export function CepField({ onTyped, ...props }: Props & { onTyped?: (masked: string) => void }) {
  return (
    <MaskedField
      label="CEP"
      placeholder="00000-000"
      mask={CEP_MASK}
      {...masked(props)}
      onValueChange={(value) => {
        props.field.handleChange(value);
        onTyped?.(value);
      }}
    />
  );
}

/**
 * The Pix key of an e-mail, phone or CPF key type; `locked` when it is the CPF or the phone the
 * worker gave (spec section 5). An e-mail key is normalised when the worker leaves it.
 */
export function PixKeyField({ pixType, locked, ...props }: Props & { pixType: 'EMAIL' | 'PHONE' | 'DOCUMENT'; locked: boolean }) {
  const { field, onLeave } = props;
  return (
    <TextField
      label={pixType === 'EMAIL' ? 'Chave Pix (e-mail)' : pixType === 'PHONE' ? 'Chave Pix (celular)' : 'Chave Pix (CPF)'}
      readOnly={locked}
      helper={locked ? (pixType === 'DOCUMENT' ? 'A chave é o seu CPF.' : 'A chave é o celular que você informou.') : undefined}
      inputMode={pixType === 'EMAIL' ? 'email' : 'numeric'}
      maxLength={120}
      {...bind(props)}
      onBlur={() => {
        if (pixType === 'EMAIL') field.handleChange(normalisePixEmail(field.state.value ?? ''));
        (onLeave ?? field.handleBlur)();
      }}
    />
  );
}
