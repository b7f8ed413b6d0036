/**
 * A record as an answer carries the fields an input schema takes (its `z.output`): every field
 * present, one the input may leave out or clear being null in the answer.
 */
export type Answered<Input> = {
  [Field in keyof Input]-?: undefined extends Input[Field] ? Exclude<Input[Field], undefined> | null : Input[Field];
};

/**
 * A record as the reference server answers it: the contract's record with the fields it adds
 * beyond the spec (optional in the contract, so the app works on the spec's bare shapes) present.
 */
export type Served<Spec, Added extends keyof Spec> = Omit<Spec, Added> & Required<Pick<Spec, Added>>;

/** A decimal amount: a number from the reference server, a string from a Django REST Framework DecimalField. */
export type Decimal = number | string;
