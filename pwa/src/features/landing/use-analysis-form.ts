import { useState } from 'react';
import { type AnalysisFormCheck, type AnalysisFormErrors, type AnalysisFormValues, checkAnalysisForm } from './analysis-form-schema.ts';
import { LANDING_METRICS } from './landing-metrics.ts';

const INITIAL_VALUES: AnalysisFormValues = {
  url: '',
  pricingUrl: '',
  signupsPerMonth: LANDING_METRICS.signupsPerMonth.defaultValue,
  currentActivationRate: LANDING_METRICS.currentActivationRate.defaultValue,
  averageRevenuePerUser: LANDING_METRICS.averageRevenuePerUser.defaultValue,
};

/** SPEC section 5: validate on submit, then re-validate on every change. `initialUrl` is read once, at the first render. */
export function useAnalysisForm(initialUrl: () => string = () => '') {
  const [values, setValues] = useState<AnalysisFormValues>(() => ({ ...INITIAL_VALUES, url: initialUrl() }));
  const [errors, setErrors] = useState<AnalysisFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  function setField<K extends keyof AnalysisFormValues>(field: K, value: AnalysisFormValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) {
      const check = checkAnalysisForm(next);
      setErrors(check.ok ? {} : check.errors);
    }
  }

  /** Validates everything, shows the messages, and gives the request body when all is valid. */
  function submit(): AnalysisFormCheck {
    setSubmitted(true);
    const check = checkAnalysisForm(values);
    setErrors(check.ok ? {} : check.errors);
    return check;
  }

  return { values, errors, setField, submit };
}
