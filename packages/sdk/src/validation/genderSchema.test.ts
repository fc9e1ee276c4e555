import { expect, it } from 'vitest';
import { GENDERS, genderSchema } from './genderSchema';

it('accepts Male or Female', () => {
  expect(GENDERS.map((gender) => genderSchema.parse(gender))).toEqual(['Male', 'Female']);
});

it("says 'Please select gender' otherwise", () => {
  for (const input of ['', undefined, 'male', 'Other']) {
    expect(genderSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual(['Please select gender']);
  }
});
