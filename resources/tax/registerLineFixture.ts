/** A register line as the server answers it, for the tax area's tests. */
export const registerLine = {
  id: 12,
  first_name: 'Asha',
  last_name: 'Rao',
  firm_name: 'Rao Traders',
  user_type: 'dealer',
  phone: '9876543210',
  email: 'asha@example.com',
  pan_present: true,
  points: 15000,
  cash: 7000,
  value: 22000,
  band: 'over',
  rate: 10,
  tax: 2200,
  certificates: 0,
};
