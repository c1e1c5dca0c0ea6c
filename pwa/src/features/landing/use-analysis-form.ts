import { useRef, useState } from 'react';
import { type AnalysisFormCheck, type AnalysisFormErrors, type AnalysisFormValues, checkAnalysisForm } from './analysis-form-schema.ts';
import { LANDING_METRICS } from './landing-metrics.ts';

const INITIAL_VALUES: AnalysisFormValues = {
  url: '',
  pricingUrl: '',
  signupsPerMonth: LANDING_METRICS.signupsPerMonth.defaultValue,
  currentActivationRate: LANDING_METRICS.currentActivationRate.defaultValue,
  averageRevenuePerUser: LANDING_METRICS.averageRevenuePerUser.defaultValue,
};

interface FormState {
  values: AnalysisFormValues;
  errors: AnalysisFormErrors;
  submitted: boolean;
}

/**
 * SPEC section 5: validate on submit, then re-validate on every change. `initial` (what the
 * pre-rendered fields held when the app arrived) is read once, at the first render.
 * Changes and submits act on the latest values even within one task, before React has
 * drawn them: presses kept from before the app ran are carried out one after the other.
 */
export function useAnalysisForm(initial: () => Partial<AnalysisFormValues> = () => ({})) {
  const [state, setState] = useState<FormState>(() => ({ values: { ...INITIAL_VALUES, ...initial() }, errors: {}, submitted: false }));
  const latest = useRef(state);
  const update = (next: FormState) => {
    latest.current = next;
    setState(next);
  };

  function setField<K extends keyof AnalysisFormValues>(field: K, value: AnalysisFormValues[K]) {
    const { values, errors, submitted } = latest.current;
    if (values[field] === value) return;
    const next = { ...values, [field]: value };
    update({ values: next, submitted, errors: submitted ? errorsOf(checkAnalysisForm(next)) : errors });
  }

  /** Validates everything, shows the messages, and gives the request body when all is valid. */
  function submit(): AnalysisFormCheck {
    const check = checkAnalysisForm(latest.current.values);
    update({ ...latest.current, submitted: true, errors: errorsOf(check) });
    return check;
  }

  return { values: state.values, errors: state.errors, setField, submit };
}

function errorsOf(check: AnalysisFormCheck): AnalysisFormErrors {
  return check.ok ? {} : check.errors;
}
