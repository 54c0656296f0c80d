import { describe, expect, it } from 'vitest';
import { readTitle, spellOut } from './title-reading.ts';

describe('reading a posting title (docs/product.md §5 Title resolution)', () => {
  it.each([
    ['RN - ICU - Night Shift', 'RN', null],
    ['Registered Nurse PRN - Emergency Department', 'Registered Nurse', null],
    ['Travel RN - Med Surg (13 weeks)', 'RN', null],
    ['Electrician - Chicago, IL', 'Electrician', null],
    ['Line Cook (Part-Time) | $18/hr + Sign-On Bonus', 'Line Cook', null],
    ['Teacher, Austin TX 78701 (Hybrid)', 'Teacher', null],
    ['Staff Accountant - Contract to Hire - Remote', 'Staff Accountant', null],
    ['Forklift Operator - Temp - 2nd Shift - Now Hiring!', 'Forklift Operator', null],
    ['Cashier at Walmart', 'Cashier', null],
  ])('drops the noise of "%s"', (title, kept, level) => {
    const read = readTitle(title);
    expect(read.forms).toContain(kept);
    expect(read.level).toBe(level);
    for (const form of read.forms)
      expect(form).not.toMatch(
        /night shift|prn|13 weeks|chicago|part-time|\$|remote|hybrid|temp|2nd shift|walmart/i,
      );
  });

  it.each([
    ['Senior Electrician', 'Electrician', 'senior'],
    ['Sr. Accountant', 'Accountant', 'senior'],
    ['Jr Data Analyst', 'Data Analyst', 'entry'],
    ['Apprentice Electrician', 'Electrician', 'entry'],
    ['Journeyman Plumber', 'Plumber', 'mid'],
    ['Mechanical Engineer III', 'Mechanical Engineer', 'senior'],
    ['Help Desk Technician II', 'Help Desk Technician', 'mid'],
    ['Lead Carpenter', 'Carpenter', 'lead'],
    ['Entry-Level Truck Driver', 'Truck Driver', 'entry'],
  ])('keeps the level of "%s" apart: %s, %s', (title, plain, level) => {
    const read = readTitle(title);
    expect(read.forms[0]).toBe(title);
    expect(read.forms).toContain(plain);
    expect(read.level).toBe(level);
  });

  it('tries the most particular form first: the qualifier with the role, then the role alone', () => {
    expect(readTitle('RN - ICU').forms.slice(0, 4)).toEqual([
      'ICU RN',
      'ICU Registered Nurse',
      'RN',
      'Registered Nurse',
    ]);
  });

  it('does not read a role word as a level ("Team Lead", "School Principal", "Sales Associate")', () => {
    for (const title of ['Team Lead', 'School Principal', 'Sales Associate'])
      expect(readTitle(title)).toEqual({ forms: [title], level: null, sides: [], alone: [], office: null });
  });

  // docs/decisions.md S144
  it("keeps a pay figure with a thousands comma whole, and reads a driver's time at home as noise", () => {
    expect(readTitle('Travel Nurse - Telemetry $2,800/wk').forms).toEqual(['Telemetry Nurse', 'Nurse']);
    expect(readTitle('CDL-A Driver - $1,500/wk, Home Weekly').forms).toEqual([
      'CDL-A Driver',
      'Tractor-Trailer Truck Driver',
    ]);
    expect(readTitle('Home Health Aide').forms).toEqual(['Home Health Aide']);
    // "Night Auditor" is a hotel desk job; "Auditor - Nights" an auditor working nights
    expect(readTitle('Night Auditor').forms).toEqual(['Night Auditor']);
    expect(readTitle('Auditor - Nights').forms).toEqual(['Auditor']);
  });

  // docs/decisions.md S142
  it.each([
    ['VP of Operations - Regional Distribution', 'Operations'],
    ['Senior Vice President, Finance', 'Finance'],
    ['SVP Marketing', 'Marketing'],
    ['Finance VP', 'Finance'],
    ['VP - Sales', 'Sales'],
    ['AVP, HR', 'Human Resources'],
  ])('reads "%s" as a vice president heading %s', (title, field) => {
    expect(readTitle(title).office).toBe(field);
  });

  it.each(['VP', 'Vice President', 'VPN Engineer', 'Vice Principal', 'Senior Vice President'])(
    'reads no field for "%s"',
    (title) => {
      expect(readTitle(title).office).toBeNull();
    },
  );

  it.each([
    ['CNA', 'Certified Nursing Assistant'],
    ['LPN', 'Licensed Practical Nurse'],
    ['CDL-A Truck Driver', 'Tractor-Trailer Truck Driver'],
    ['Class A CDL Driver', 'Tractor-Trailer Truck Driver'],
    ['HVAC Tech', 'HVAC Technician'],
    ['AP Specialist', 'Accounts Payable Specialist'],
    ['CPA', 'Certified Public Accountant'],
    ['Admin Assistant', 'Administrative Assistant'],
    ['Maint Tech', 'Maintenance Technician'],
    ['GM - QSR', 'GM - Quick Service Restaurant'],
    ['AGM - Casual Dining', 'AGM - Casual Dining Restaurant'],
    ['Fine Dining Restaurant Server', 'Fine Dining Restaurant Server'],
  ])('spells out "%s" as "%s"', (short, full) => {
    expect(spellOut(short)).toBe(full);
  });

  it('leaves words that only look like abbreviations inside other words alone', () => {
    expect(spellOut('Carpenter')).toBe('Carpenter');
    expect(spellOut('Technician')).toBe('Technician');
    expect(spellOut('Warehouse Associate')).toBe('Warehouse Associate');
  });
});
