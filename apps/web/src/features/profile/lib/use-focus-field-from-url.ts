import { profileFieldParam } from '@flexplan/domain/profile/session-profile-fields';
import { useEffect, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { focusFormField } from './focus-form-field';

/**
 * Focuses the field the URL names (`?field=phone`, the incomplete-profile warning's link) once the
 * form is drawn, then drops the name from the URL: the person lands in the field the link offered
 * to fill, and a later render or reload does not take the focus again.
 */
export function useFocusFieldFromUrl(formRef: RefObject<HTMLFormElement | null>): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const field = searchParams.get(profileFieldParam);
  useEffect(() => {
    if (!field || !focusFormField(formRef.current, field)) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(profileFieldParam);
        return next;
      },
      { replace: true },
    );
  }, [field, formRef, setSearchParams]);
}
