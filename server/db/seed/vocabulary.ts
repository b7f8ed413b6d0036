// Word lists the demo data is drawn from.

export const MALE_NAMES = [
  'Aarav',
  'Vihaan',
  'Arjun',
  'Rohan',
  'Karan',
  'Siddharth',
  'Rahul',
  'Amit',
  'Vikram',
  'Suresh',
  'Rajesh',
  'Manoj',
  'Deepak',
  'Nikhil',
  'Harsh',
  'Pranav',
  'Yash',
  'Aditya',
  'Gaurav',
  'Sanjay',
  'Imran',
  'Farhan',
  'Joseph',
  'Gurpreet',
  'Venkatesh',
  'Kiran',
  'Abhishek',
  'Mohit',
  'Tarun',
  'Naveen',
];
export const FEMALE_NAMES = [
  'Ananya',
  'Priya',
  'Kavya',
  'Isha',
  'Neha',
  'Pooja',
  'Sneha',
  'Divya',
  'Meera',
  'Lakshmi',
  'Aishwarya',
  'Ritu',
  'Swati',
  'Anjali',
  'Shreya',
  'Nandini',
  'Fatima',
  'Sana',
  'Harpreet',
  'Deepa',
  'Radhika',
  'Tanvi',
];
export const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Patel',
  'Shah',
  'Mehta',
  'Iyer',
  'Nair',
  'Reddy',
  'Rao',
  'Kumar',
  'Singh',
  'Gupta',
  'Agarwal',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Menon',
  'Pillai',
  'Chatterjee',
  'Banerjee',
  'Das',
  'Bose',
  'Khan',
  'Qureshi',
  'Fernandes',
  'DSouza',
  'Gill',
  'Sandhu',
  'Chauhan',
  'Yadav',
  'Mishra',
  'Pandey',
];

/** City, state (as in the states table), first three digits of its pincodes. */
export const CITIES: readonly (readonly [string, string, string])[] = [
  ['Mumbai', 'Maharashtra', '400'],
  ['Pune', 'Maharashtra', '411'],
  ['Nagpur', 'Maharashtra', '440'],
  ['Ahmedabad', 'Gujarat', '380'],
  ['Surat', 'Gujarat', '395'],
  ['Bengaluru', 'Karnataka', '560'],
  ['Mysuru', 'Karnataka', '570'],
  ['Chennai', 'Tamil Nadu', '600'],
  ['Coimbatore', 'Tamil Nadu', '641'],
  ['Hyderabad', 'Telangana', '500'],
  ['Kochi', 'Kerala', '682'],
  ['New Delhi', 'Delhi', '110'],
  ['Jaipur', 'Rajasthan', '302'],
  ['Lucknow', 'Uttar Pradesh', '226'],
  ['Kolkata', 'West Bengal', '700'],
  ['Chandigarh', 'Chandigarh', '160'],
  ['Indore', 'Madhya Pradesh', '452'],
  ['Bhubaneswar', 'Odisha', '751'],
];
export const STREETS = [
  'MG Road',
  'Station Road',
  'Link Road',
  'Nehru Nagar',
  'Gandhi Chowk',
  'Ring Road',
  'Park Street',
  'Residency Road',
  'Civil Lines',
  'Sector 17',
  'Anna Salai',
  'Banjara Hills',
  'Koramangala',
  'Baner Road',
];

export const FIRM_WORDS = [
  'Shree Ganesh',
  'Sai',
  'Balaji',
  'Laxmi',
  'Om',
  'Krishna',
  'Shiv Shakti',
  'National',
  'Royal',
  'Modern',
  'Galaxy',
  'Sunrise',
  'Unique',
  'Perfect',
  'Classic',
  'Metro',
  'Prime',
  'Vishwakarma',
  'Annapurna',
  'Bharat',
];
export const FIRM_SUFFIXES = [
  'Traders',
  'Enterprises',
  'Hardware',
  'Sanitation',
  'Tiles & Sanitary',
  'Agencies',
  'Distributors',
  'Interiors',
  'Associates',
  'Design Studio',
  'Builders',
  'Home Solutions',
];
export const DEALER_TYPES = ['distributor', 'wholesaler', 'retailer'];

export const BANKS: readonly (readonly [string, string])[] = [
  ['State Bank of India', 'SBIN'],
  ['HDFC Bank', 'HDFC'],
  ['ICICI Bank', 'ICIC'],
  ['Axis Bank', 'UTIB'],
  ['Kotak Mahindra Bank', 'KKBK'],
  ['Bank of Baroda', 'BARB'],
  ['Punjab National Bank', 'PUNB'],
  ['Canara Bank', 'CNRB'],
];

export interface BrandSeed {
  name: string;
  code: string;
  color: string;
  description: string;
  /** Category name and the noun its products are called by. */
  categories: [string, string][];
}

export const BRANDS: BrandSeed[] = [
  {
    name: 'Aquaflow',
    code: 'AQF',
    color: '#0077B6',
    description: 'Premium faucets, showers and bath fittings engineered for Indian water conditions.',
    categories: [
      ['Faucets', 'Basin Mixer'],
      ['Showers', 'Overhead Shower'],
      ['Bath Accessories', 'Towel Rail'],
    ],
  },
  {
    name: 'Ceramica Royale',
    code: 'CRR',
    color: '#8D5524',
    description: 'Vitrified floor and wall tiles in designer finishes for homes and commercial spaces.',
    categories: [
      ['Floor Tiles', 'Vitrified Floor Tile'],
      ['Wall Tiles', 'Glazed Wall Tile'],
      ['Outdoor Tiles', 'Anti-skid Paver'],
    ],
  },
  {
    name: 'Lumina',
    code: 'LUM',
    color: '#F4A300',
    description: 'Energy-efficient LED lighting for living rooms, kitchens, offices and facades.',
    categories: [
      ['Ceiling Lights', 'LED Panel'],
      ['Wall Lights', 'Wall Sconce'],
    ],
  },
  {
    name: 'Sanifit',
    code: 'SNF',
    color: '#2A9D8F',
    description: 'Wall-hung and floor-mounted sanitaryware with water-saving flush systems.',
    categories: [
      ['Water Closets', 'Wall-hung Closet'],
      ['Wash Basins', 'Table-top Basin'],
    ],
  },
  {
    name: 'Woodcraft',
    code: 'WDC',
    color: '#6D4C41',
    description: 'Engineered wood flooring and wall panels with a ten-year finish warranty.',
    categories: [
      ['Laminate Flooring', 'Oak Laminate Plank'],
      ['Wall Panels', 'Fluted Wall Panel'],
    ],
  },
  {
    name: 'Steelora',
    code: 'STL',
    color: '#546E7A',
    description: 'Stainless-steel kitchen sinks and modular kitchen hardware.',
    categories: [
      ['Kitchen Sinks', 'Double-bowl Sink'],
      ['Kitchen Hardware', 'Tandem Drawer'],
    ],
  },
];

export const PRODUCT_SERIES = [
  'Aria',
  'Bliss',
  'Crest',
  'Dune',
  'Elan',
  'Flora',
  'Grace',
  'Halo',
  'Iris',
  'Jade',
  'Kairo',
  'Luxe',
  'Mira',
  'Nova',
  'Opal',
  'Pearl',
  'Quartz',
  'Rhea',
  'Sierra',
  'Terra',
];
export const PRODUCT_FEATURES = [
  'Ten-year warranty',
  'Water-saving design',
  'Scratch-resistant finish',
  'Easy to clean',
  'ISI certified',
  'Corrosion-resistant',
  'Made in India',
  'Free installation in metro cities',
];

/** Indian rupees per unit of each other price currency, for the demo catalogue. */
export const RUPEES_PER = { aed: 22.7, sar: 22.2, qar: 22.9, usd: 83.3 };

export interface VoucherSeed {
  offer: string;
  company: string;
  prefix: string;
  color: string;
  points: number;
  scheme: boolean;
}

export const VOUCHERS: VoucherSeed[] = [
  {
    offer: 'Amazon Pay Gift Card ₹500',
    company: 'Amazon',
    prefix: 'AMZ',
    color: '#FF9900',
    points: 500,
    scheme: false,
  },
  {
    offer: 'Flipkart Gift Voucher ₹1000',
    company: 'Flipkart',
    prefix: 'FLP',
    color: '#2874F0',
    points: 1000,
    scheme: false,
  },
  { offer: 'Swiggy Money ₹250', company: 'Swiggy', prefix: 'SWG', color: '#FC8019', points: 250, scheme: false },
  {
    offer: 'Croma Electronics Voucher ₹2000',
    company: 'Croma',
    prefix: 'CRM',
    color: '#00A19A',
    points: 2000,
    scheme: false,
  },
  {
    offer: 'Tanishq Gold Voucher ₹5000',
    company: 'Tanishq',
    prefix: 'TNQ',
    color: '#832729',
    points: 4800,
    scheme: true,
  },
  {
    offer: 'MakeMyTrip Holiday Voucher ₹3000',
    company: 'MakeMyTrip',
    prefix: 'MMT',
    color: '#E4232B',
    points: 2900,
    scheme: true,
  },
  {
    offer: 'BookMyShow Movie Pass',
    company: 'BookMyShow',
    prefix: 'BMS',
    color: '#C4242B',
    points: 300,
    scheme: false,
  },
  {
    offer: 'Decathlon Sports Voucher ₹1500',
    company: 'Decathlon',
    prefix: 'DCT',
    color: '#0082C3',
    points: 1500,
    scheme: false,
  },
  {
    offer: 'Big Bazaar Shopping Voucher ₹750',
    company: 'Big Bazaar',
    prefix: 'BBZ',
    color: '#F7B500',
    points: 750,
    scheme: false,
  },
];

export const REDEEM_STEPS = [
  'Open the partner website or app and sign in.',
  'Add items to your cart and go to checkout.',
  'Enter the voucher code in the gift card or promo code field.',
  'The voucher value is applied to your order total.',
];

export const BILL_REJECTION_REASONS = [
  'The invoice image is not readable. Please upload a clearer photo.',
  'This invoice has already been submitted.',
  'The products on this invoice are not part of the programme.',
];

export const TERMS: readonly (readonly [string, string, string])[] = [
  [
    'applicability',
    'Who these terms apply to',
    'These terms apply to every dealer, architect and salesperson registered in the loyalty programme.',
  ],
  ['applicability', 'Programme period', 'The programme runs until withdrawn by the company with thirty days notice.'],
  [
    'user_conduct',
    'Honest submissions',
    'Members must upload only genuine invoices for purchases they made. Fraudulent bills lead to removal of all points.',
  ],
  [
    'account_creation',
    'Registration',
    'An account is active only after the administrator approves the registration and verifies the documents.',
  ],
  [
    'product_information',
    'Product details',
    'Prices and specifications in the catalogue are indicative and may change without notice.',
  ],
  [
    'limitation_liability',
    'Liability',
    'The company is not liable for delays in voucher delivery caused by partner companies.',
  ],
  [
    'modification_terms',
    'Changes to these terms',
    'The company may change these terms. Members are told of changes through the app.',
  ],
  [
    'modification_terms',
    'Points value',
    'The points needed for a voucher may be revised; requests already made are honoured at the old value.',
  ],
];

export const PRIVACY: readonly (readonly [string, string, string])[] = [
  [
    'information_collection',
    'What we collect',
    'We collect your name, contact details, firm details, PAN and the invoices you upload.',
  ],
  [
    'use_of_information',
    'How we use it',
    'Your details are used to verify purchases, credit points and process payouts.',
  ],
  [
    'data_security',
    'Keeping data safe',
    'Documents are stored on secured servers and accessed only by authorised staff.',
  ],
  [
    'user_rights',
    'Your choices',
    'You can ask for your account and documents to be deleted by writing to the programme team.',
  ],
];
