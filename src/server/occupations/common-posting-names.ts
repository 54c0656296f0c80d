/**
 * docs/decisions.md S120: the names job boards and employers give the hourly jobs most people hold,
 * where O*NET lists the name under several occupations (or under none) but one job is plainly meant.
 * Each is an official name of its occupation for title resolution (docs/product.md §5 Title
 * resolution), like a curated career's title. A name that could mean several jobs ("Team Member",
 * "Caregiver", "Cook", "Machine Operator") is never listed here: those offer choices.
 */
export const COMMON_POSTING_NAMES: Readonly<Record<string, readonly string[]>> = {
  // hand laborers and material movers: the warehouse floor and the parcel sort
  '53-7062.00': [
    'Warehouse Associate',
    'Warehouse Worker',
    'Package Handler',
    'Warehouse Team Member',
    'Loader/Unloader',
    'Truck Unloader',
  ],
  // stockers and order fillers: picking orders in a fulfilment centre
  '53-7065.00': ['Fulfillment Associate', 'Order Picker', 'Stocker', 'Overnight Stocker'],
  // industrial truck operators: O*NET also lists the name under construction and mining machines
  '53-7051.00': ['Forklift Operator', 'Forklift Driver'],
  // light truck drivers: parcel and route delivery without a CDL
  '53-3033.00': ['Delivery Driver', 'Package Delivery Driver'],
  // fast food and counter workers: the counter and the drive-through window
  '35-3023.00': ['Drive-Thru Attendant', 'Drive-Thru Team Member'],
  // janitors and cleaners: hospital environmental services (EVS)
  '37-2011.00': ['Environmental Services Technician', 'Environmental Services Aide'],
  // customer service representatives: inbound call centres
  '43-4051.00': ['Call Center Agent', 'Call Center Representative'],
  // crop farmworkers: the general farm hand
  '45-2092.00': ['Farmhand', 'Farm Hand'],
};
