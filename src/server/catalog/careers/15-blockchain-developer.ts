import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const blockchainDeveloper: CatalogCareer = {
  id: 15,
  slug: 'blockchain',
  title: 'Blockchain Developer',
  summary:
    'Blockchain developers write smart contracts and the applications around them: tokens, DeFi protocols, ' +
    'NFT platforms and on-chain infrastructure on Ethereum, its Layer 2 networks and chains such as ' +
    'Solana. Code that holds real money cannot easily be patched, so the role is as much about security, ' +
    'testing and gas efficiency as about features. It suits careful engineers who enjoy cryptography, ' +
    'economics and adversarial thinking.',
  skills: [
    {
      id: 'blockchain.fundamentals',
      name: 'Blockchain Fundamentals (Consensus & Data Structures)',
      category: 'Concepts',
      description:
        'Everything you build sits on blocks, hashes, Merkle trees and consensus (proof of work and proof ' +
        'of stake). Understanding finality, forks and transaction lifecycles explains most of the design ' +
        'limits you hit.',
      difficulty: 'beginner',
      estimatedHours: 25,
      resources: [
        {
          id: 'blockchain.fundamentals.r1',
          type: 'article',
          title: 'Bitcoin: A Peer-to-Peer Electronic Cash System',
          source: 'Satoshi Nakamoto (bitcoin.org)',
          link: 'https://bitcoin.org/bitcoin.pdf',
          duration: '1h',
        },
        {
          id: 'blockchain.fundamentals.r2',
          type: 'article',
          title: 'Intro to Ethereum',
          source: 'ethereum.org',
          link: 'https://ethereum.org/en/developers/docs/intro-to-ethereum/',
          duration: '2h',
        },
        {
          id: 'blockchain.fundamentals.r3',
          type: 'course',
          title: 'Bitcoin and Cryptocurrency Technologies',
          source: 'Princeton University (Coursera)',
          link: 'https://www.coursera.org/learn/cryptocurrency',
          duration: '23h',
        },
        {
          id: 'blockchain.fundamentals.r4',
          type: 'course',
          title: '15.S12 Blockchain and Money',
          source: 'MIT OpenCourseWare',
          link: 'https://ocw.mit.edu/courses/15-s12-blockchain-and-money-fall-2018/',
          duration: '25h',
        },
      ],
    },
    {
      id: 'blockchain.cryptography',
      name: 'Public-Key Cryptography & Digital Signatures',
      category: 'Concepts',
      description:
        'Accounts are key pairs and every transaction is an ECDSA signature over a Keccak-256 hash. You ' +
        'need this to verify signatures in contracts, build permit flows and avoid replay and signature ' +
        'malleability bugs.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'blockchain.cryptography.r1',
          type: 'course',
          title: 'Cryptography I',
          source: 'Stanford University (Coursera)',
          link: 'https://www.coursera.org/learn/crypto',
          duration: '25h',
        },
        {
          id: 'blockchain.cryptography.r2',
          type: 'book',
          title: 'A Graduate Course in Applied Cryptography',
          source: 'Dan Boneh & Victor Shoup',
          link: 'https://toc.cryptobook.us/',
          duration: '40h',
        },
        {
          id: 'blockchain.cryptography.r3',
          type: 'book',
          title: 'Mastering Ethereum',
          source: 'Andreas M. Antonopoulos & Gavin Wood (GitHub)',
          link: 'https://github.com/ethereumbook/ethereumbook',
          duration: '20h',
        },
      ],
    },
    {
      id: 'blockchain.evm',
      name: 'Ethereum Virtual Machine',
      category: 'Concepts',
      description:
        'Solidity compiles to EVM bytecode, and storage layout, calldata, memory and opcode costs explain ' +
        'how contracts really behave. EVM knowledge is what separates contract authors from auditors and ' +
        'protocol engineers.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'blockchain.evm.r1',
          type: 'article',
          title: 'Ethereum Virtual Machine (EVM)',
          source: 'ethereum.org',
          link: 'https://ethereum.org/en/developers/docs/evm/',
          duration: '2h',
        },
        {
          id: 'blockchain.evm.r2',
          type: 'tutorial',
          title: 'EVM Opcodes Reference and Playground',
          source: 'evm.codes',
          link: 'https://www.evm.codes/',
          duration: '6h',
        },
        {
          id: 'blockchain.evm.r3',
          type: 'article',
          title: 'Ethereum Yellow Paper',
          source: 'Gavin Wood (ethereum.github.io)',
          link: 'https://ethereum.github.io/yellowpaper/paper.pdf',
          duration: '10h',
        },
      ],
    },
    {
      id: 'blockchain.solidity',
      name: 'Solidity',
      category: 'Languages',
      description:
        'Solidity is the dominant language for EVM smart contracts on Ethereum and its Layer 2s. ' +
        'Visibility, modifiers, events, errors, inheritance and the low-level call semantics are the daily ' +
        'tools of the job.',
      difficulty: 'beginner',
      estimatedHours: 60,
      resources: [
        {
          id: 'blockchain.solidity.r1',
          type: 'article',
          title: 'Solidity Documentation',
          source: 'Solidity Team (Ethereum Foundation)',
          link: 'https://docs.soliditylang.org/',
          duration: '15h',
        },
        {
          id: 'blockchain.solidity.r2',
          type: 'course',
          title: 'Solidity Smart Contract Development',
          source: 'Cyfrin Updraft',
          link: 'https://updraft.cyfrin.io/courses/solidity',
          duration: '20h',
        },
        {
          id: 'blockchain.solidity.r3',
          type: 'tutorial',
          title: 'Solidity by Example',
          source: 'solidity-by-example.org',
          link: 'https://solidity-by-example.org/',
          duration: '10h',
        },
        {
          id: 'blockchain.solidity.r4',
          type: 'tutorial',
          title: 'CryptoZombies',
          source: 'CryptoZombies (Loom Network)',
          link: 'https://cryptozombies.io/',
          duration: '10h',
        },
      ],
    },
    {
      id: 'blockchain.foundry',
      name: 'Foundry',
      category: 'Tools',
      description:
        'Foundry (forge, cast, anvil) is the standard toolkit for compiling, testing, fuzzing and ' +
        'deploying Solidity. Writing tests in Solidity, forking mainnet and scripting deployments are ' +
        'everyday work.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'blockchain.foundry.r1',
          type: 'article',
          title: 'Foundry Documentation',
          source: 'Foundry',
          link: 'https://getfoundry.sh/',
          duration: '8h',
        },
        {
          id: 'blockchain.foundry.r2',
          type: 'course',
          title: 'Foundry Fundamentals',
          source: 'Cyfrin Updraft',
          link: 'https://updraft.cyfrin.io/courses/foundry',
          duration: '13h',
        },
        {
          id: 'blockchain.foundry.r3',
          type: 'article',
          title: 'Foundry Repository',
          source: 'foundry-rs (GitHub)',
          link: 'https://github.com/foundry-rs/foundry',
          duration: '1h',
        },
      ],
    },
    {
      id: 'blockchain.token-standards',
      name: 'ERC Token Standards (ERC-20, ERC-721, ERC-1155)',
      category: 'Concepts',
      description:
        'Fungible tokens, NFTs and multi-token contracts follow shared interfaces so wallets and exchanges ' +
        'can support them. Implementing them correctly, usually on top of OpenZeppelin Contracts, is a ' +
        'baseline job skill.',
      difficulty: 'beginner',
      estimatedHours: 20,
      resources: [
        {
          id: 'blockchain.token-standards.r1',
          type: 'article',
          title: 'Token Standards',
          source: 'ethereum.org',
          link: 'https://ethereum.org/en/developers/docs/standards/tokens/',
          duration: '2h',
        },
        {
          id: 'blockchain.token-standards.r2',
          type: 'article',
          title: 'ERC-20: Token Standard',
          source: 'Ethereum Improvement Proposals',
          link: 'https://eips.ethereum.org/EIPS/eip-20',
          duration: '1h',
        },
        {
          id: 'blockchain.token-standards.r3',
          type: 'article',
          title: 'ERC-721: Non-Fungible Token Standard',
          source: 'Ethereum Improvement Proposals',
          link: 'https://eips.ethereum.org/EIPS/eip-721',
          duration: '1.5h',
        },
        {
          id: 'blockchain.token-standards.r4',
          type: 'article',
          title: 'OpenZeppelin Contracts',
          source: 'OpenZeppelin',
          link: 'https://docs.openzeppelin.com/contracts',
          duration: '6h',
        },
      ],
    },
    {
      id: 'blockchain.security',
      name: 'Smart Contract Security',
      category: 'Concepts',
      description:
        'Deployed contracts are public, immutable and hold funds, so attackers study them closely. ' +
        'Reentrancy, access control flaws, oracle manipulation and unchecked external calls cause most ' +
        'losses, and teams expect you to prevent, test for and review them.',
      difficulty: 'advanced',
      estimatedHours: 60,
      resources: [
        {
          id: 'blockchain.security.r1',
          type: 'tutorial',
          title: 'Ethernaut',
          source: 'OpenZeppelin',
          link: 'https://ethernaut.openzeppelin.com/',
          duration: '20h',
        },
        {
          id: 'blockchain.security.r2',
          type: 'tutorial',
          title: 'Damn Vulnerable DeFi',
          source: 'The Red Guild',
          link: 'https://www.damnvulnerabledefi.xyz/',
          duration: '30h',
        },
        {
          id: 'blockchain.security.r3',
          type: 'article',
          title: 'Ethereum Smart Contract Security Best Practices',
          source: 'Consensys Diligence',
          link: 'https://consensys.github.io/smart-contract-best-practices/',
          duration: '5h',
        },
        {
          id: 'blockchain.security.r4',
          type: 'course',
          title: 'Smart Contract Security',
          source: 'Cyfrin Updraft',
          link: 'https://updraft.cyfrin.io/courses/security',
          duration: '24h',
        },
      ],
    },
    {
      id: 'blockchain.gas-optimization',
      name: 'Gas Optimization',
      category: 'Concepts',
      description:
        'Every operation costs users money. Storage packing, calldata over memory, custom errors, ' +
        'unchecked arithmetic and compiler settings can halve transaction costs, which matters for ' +
        'protocol adoption.',
      difficulty: 'advanced',
      estimatedHours: 20,
      resources: [
        {
          id: 'blockchain.gas-optimization.r1',
          type: 'article',
          title: 'Gas and Fees',
          source: 'ethereum.org',
          link: 'https://ethereum.org/en/developers/docs/gas/',
          duration: '1h',
        },
        {
          id: 'blockchain.gas-optimization.r2',
          type: 'book',
          title: 'The RareSkills Book of Solidity Gas Optimization',
          source: 'RareSkills',
          link: 'https://www.rareskills.io/post/gas-optimization',
          duration: '6h',
        },
        {
          id: 'blockchain.gas-optimization.r3',
          type: 'article',
          title: 'The Optimizer',
          source: 'Solidity Documentation',
          link: 'https://docs.soliditylang.org/en/latest/internals/optimizer.html',
          duration: '2h',
        },
      ],
    },
    {
      id: 'blockchain.upgradeable-contracts',
      name: 'Upgradeable Contracts & Proxy Patterns',
      category: 'Concepts',
      description:
        'Most production protocols sit behind proxies so bugs can be fixed after launch. Transparent and ' +
        'UUPS proxies, storage collisions, initializers and upgrade governance are areas where subtle ' +
        'mistakes are costly.',
      difficulty: 'advanced',
      estimatedHours: 20,
      resources: [
        {
          id: 'blockchain.upgradeable-contracts.r1',
          type: 'article',
          title: 'Upgrading Smart Contracts',
          source: 'ethereum.org',
          link: 'https://ethereum.org/en/developers/docs/smart-contracts/upgrading/',
          duration: '1.5h',
        },
        {
          id: 'blockchain.upgradeable-contracts.r2',
          type: 'article',
          title: 'OpenZeppelin Upgrades',
          source: 'OpenZeppelin',
          link: 'https://docs.openzeppelin.com/upgrades-plugins',
          duration: '4h',
        },
        {
          id: 'blockchain.upgradeable-contracts.r3',
          type: 'article',
          title: 'ERC-1967: Proxy Storage Slots',
          source: 'Ethereum Improvement Proposals',
          link: 'https://eips.ethereum.org/EIPS/eip-1967',
          duration: '1h',
        },
      ],
    },
    {
      id: 'blockchain.viem-ethers',
      name: 'viem & Ethers.js',
      category: 'Frameworks',
      description:
        'Frontends, bots and backends talk to contracts through TypeScript libraries over JSON-RPC. viem ' +
        'and Ethers.js handle ABIs, encoding, transaction sending, event logs and chain reads in almost ' +
        'every dApp.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'blockchain.viem-ethers.r1',
          type: 'article',
          title: 'viem Documentation',
          source: 'wevm',
          link: 'https://viem.sh/',
          duration: '6h',
        },
        {
          id: 'blockchain.viem-ethers.r2',
          type: 'article',
          title: 'Ethers.js v6 Documentation',
          source: 'ethers.org',
          link: 'https://docs.ethers.org/v6/',
          duration: '6h',
        },
        {
          id: 'blockchain.viem-ethers.r3',
          type: 'article',
          title: 'JSON-RPC API',
          source: 'ethereum.org',
          link: 'https://ethereum.org/en/developers/docs/apis/json-rpc/',
          duration: '2h',
        },
      ],
    },
    {
      id: 'blockchain.wallet-integration',
      name: 'dApp Wallet Integration (wagmi & EIP-1193)',
      category: 'Frameworks',
      description:
        'Users reach your contracts through wallets. Connecting wallets, switching chains, requesting ' +
        'typed-data signatures and showing transaction status clearly are what make a dApp usable and safe ' +
        'to sign.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'blockchain.wallet-integration.r1',
          type: 'article',
          title: 'wagmi Documentation',
          source: 'wevm',
          link: 'https://wagmi.sh/',
          duration: '6h',
        },
        {
          id: 'blockchain.wallet-integration.r2',
          type: 'article',
          title: 'EIP-1193: Ethereum Provider JavaScript API',
          source: 'Ethereum Improvement Proposals',
          link: 'https://eips.ethereum.org/EIPS/eip-1193',
          duration: '1h',
        },
        {
          id: 'blockchain.wallet-integration.r3',
          type: 'article',
          title: 'EIP-712: Typed Structured Data Hashing and Signing',
          source: 'Ethereum Improvement Proposals',
          link: 'https://eips.ethereum.org/EIPS/eip-712',
          duration: '1.5h',
        },
      ],
    },
    {
      id: 'blockchain.ipfs',
      name: 'IPFS & Decentralized Storage',
      category: 'Tools',
      description:
        'Storing data on-chain is very expensive, so NFT metadata, media and dApp frontends usually live ' +
        'on IPFS or Filecoin. Content addressing, pinning and gateways decide whether your assets stay ' +
        'available.',
      difficulty: 'beginner',
      estimatedHours: 10,
      resources: [
        {
          id: 'blockchain.ipfs.r1',
          type: 'article',
          title: 'IPFS Documentation',
          source: 'IPFS',
          link: 'https://docs.ipfs.tech/',
          duration: '4h',
        },
        {
          id: 'blockchain.ipfs.r2',
          type: 'tutorial',
          title: 'ProtoSchool',
          source: 'Protocol Labs',
          link: 'https://proto.school/',
          duration: '4h',
        },
        {
          id: 'blockchain.ipfs.r3',
          type: 'article',
          title: 'Filecoin Documentation',
          source: 'Filecoin',
          link: 'https://docs.filecoin.io/',
          duration: '3h',
        },
      ],
    },
    {
      id: 'blockchain.oracles',
      name: 'Chainlink Oracles',
      category: 'Tools',
      description:
        'Contracts cannot fetch prices or randomness by themselves. Price feeds and verifiable randomness ' +
        'from oracle networks such as Chainlink power lending, derivatives and games, and their misuse is ' +
        'a classic exploit.',
      difficulty: 'intermediate',
      estimatedHours: 12,
      resources: [
        {
          id: 'blockchain.oracles.r1',
          type: 'article',
          title: 'Oracles',
          source: 'ethereum.org',
          link: 'https://ethereum.org/en/developers/docs/oracles/',
          duration: '1h',
        },
        {
          id: 'blockchain.oracles.r2',
          type: 'article',
          title: 'Chainlink Data Feeds',
          source: 'Chainlink Documentation',
          link: 'https://docs.chain.link/data-feeds',
          duration: '3h',
        },
        {
          id: 'blockchain.oracles.r3',
          type: 'article',
          title: 'Chainlink VRF',
          source: 'Chainlink Documentation',
          link: 'https://docs.chain.link/vrf',
          duration: '2h',
        },
      ],
    },
    {
      id: 'blockchain.defi',
      name: 'DeFi Protocol Mechanics (AMMs & Lending)',
      category: 'Concepts',
      description:
        'A large share of blockchain engineering jobs are at DeFi protocols. Constant-product AMMs, ' +
        'liquidity pools, collateralized lending, liquidations and flash loans are the building blocks you ' +
        'will extend and defend.',
      difficulty: 'advanced',
      estimatedHours: 40,
      resources: [
        {
          id: 'blockchain.defi.r1',
          type: 'article',
          title: 'Decentralized Finance (DeFi)',
          source: 'ethereum.org',
          link: 'https://ethereum.org/en/defi/',
          duration: '1h',
        },
        {
          id: 'blockchain.defi.r2',
          type: 'article',
          title: 'Uniswap v2 Core Whitepaper',
          source: 'Uniswap Labs',
          link: 'https://app.uniswap.org/whitepaper.pdf',
          duration: '2h',
        },
        {
          id: 'blockchain.defi.r3',
          type: 'article',
          title: 'Uniswap Documentation',
          source: 'Uniswap Labs',
          link: 'https://docs.uniswap.org/',
          duration: '8h',
        },
      ],
    },
    {
      id: 'blockchain.layer2',
      name: 'Layer 2 Rollups',
      category: 'Concepts',
      description:
        'Most new Ethereum applications deploy to rollups such as Arbitrum, Optimism and Base for cheaper ' +
        'transactions. Understanding optimistic vs ZK rollups, bridging and L2-specific gas and finality ' +
        'is now essential.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'blockchain.layer2.r1',
          type: 'article',
          title: 'Scaling',
          source: 'ethereum.org',
          link: 'https://ethereum.org/en/developers/docs/scaling/',
          duration: '2h',
        },
        {
          id: 'blockchain.layer2.r2',
          type: 'article',
          title: 'L2BEAT',
          source: 'L2BEAT',
          link: 'https://l2beat.com/',
          duration: '2h',
        },
        {
          id: 'blockchain.layer2.r3',
          type: 'article',
          title: 'Optimism Documentation',
          source: 'Optimism',
          link: 'https://docs.optimism.io/',
          duration: '5h',
        },
      ],
    },
    {
      id: 'blockchain.solana-anchor',
      name: 'Solana Programs with Rust & Anchor',
      category: 'Frameworks',
      description:
        'Solana is the largest non-EVM smart contract platform and hires many developers. Its account ' +
        'model, Rust programs and the Anchor framework are a different way of thinking that broadens your ' +
        'options.',
      difficulty: 'advanced',
      estimatedHours: 60,
      resources: [
        {
          id: 'blockchain.solana-anchor.r1',
          type: 'article',
          title: 'Solana Documentation',
          source: 'Solana Foundation',
          link: 'https://solana.com/docs',
          duration: '10h',
        },
        {
          id: 'blockchain.solana-anchor.r2',
          type: 'article',
          title: 'Anchor Documentation',
          source: 'Anchor',
          link: 'https://www.anchor-lang.com/docs',
          duration: '8h',
        },
        {
          id: 'blockchain.solana-anchor.r3',
          type: 'book',
          title: 'The Rust Programming Language',
          source: 'Rust Project',
          link: 'https://doc.rust-lang.org/book/',
          duration: '40h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'blockchain.erc20-token-foundry',
      title: 'ERC-20 Token with Full Test Suite',
      description:
        'Write an ERC-20 token with capped supply, role-based minting and EIP-2612 permit using ' +
        'OpenZeppelin Contracts. Test it with Foundry unit and fuzz tests, deploy with a forge script to ' +
        'the Sepolia testnet and verify the source on a block explorer. Done when tests pass in CI and the ' +
        'verified contract is usable from a wallet.',
      difficulty: 'beginner',
      estimatedHours: 15,
      technologies: ['Solidity', 'Foundry', 'OpenZeppelin Contracts', 'Sepolia'],
      skillIds: ['blockchain.solidity', 'blockchain.foundry', 'blockchain.token-standards'],
    },
    {
      id: 'blockchain.nft-mint-dapp',
      title: 'NFT Collection and Mint Site',
      description:
        'Launch an ERC-721 collection whose images and metadata are stored on IPFS, with an allowlist mint ' +
        'verified by a Merkle proof and a public mint phase. Build a small React frontend with wagmi and ' +
        'viem that connects a wallet, shows mint status and handles rejected or failed transactions. Done ' +
        'when a tester can mint on a testnet and see the NFT in their wallet.',
      difficulty: 'intermediate',
      estimatedHours: 35,
      technologies: ['Solidity', 'IPFS', 'React', 'wagmi', 'viem'],
      skillIds: [
        'blockchain.token-standards',
        'blockchain.ipfs',
        'blockchain.wallet-integration',
        'blockchain.viem-ethers',
      ],
    },
    {
      id: 'blockchain.crowdfunding-oracle',
      title: 'USD-Pegged Crowdfunding Contract on an L2',
      description:
        'Build a crowdfunding contract that accepts ETH but sets goals in US dollars using a Chainlink ' +
        'price feed, with refunds if the goal is missed and stale-price checks. Deploy to an L2 testnet ' +
        'such as Base Sepolia or OP Sepolia and compare gas costs before and after optimization. Done when ' +
        'all paths (success, refund, stale price) are covered by Foundry tests.',
      difficulty: 'intermediate',
      estimatedHours: 35,
      technologies: ['Solidity', 'Chainlink Data Feeds', 'Foundry', 'Base Sepolia or OP Sepolia'],
      skillIds: [
        'blockchain.oracles',
        'blockchain.layer2',
        'blockchain.gas-optimization',
        'blockchain.foundry',
      ],
    },
    {
      id: 'blockchain.security-review',
      title: 'Security Review of a Vulnerable Vault',
      description:
        'Complete at least ten Ethernaut levels, then write a deliberately vulnerable staking vault ' +
        '(reentrancy, broken access control, unsafe delegatecall) and a Foundry proof-of-concept exploit ' +
        'for each bug. Fix the contract, add invariant tests, and write an audit-style report with ' +
        'severity ratings. Done when every exploit test fails against the fixed version.',
      difficulty: 'advanced',
      estimatedHours: 50,
      technologies: ['Solidity', 'Foundry', 'Ethernaut', 'Slither'],
      skillIds: ['blockchain.security', 'blockchain.evm', 'blockchain.foundry', 'blockchain.cryptography'],
    },
    {
      id: 'blockchain.upgradeable-amm',
      title: 'Upgradeable Constant-Product AMM',
      description:
        'Implement a minimal Uniswap-v2-style exchange: liquidity pool, LP tokens, swaps with fees and a ' +
        'router, deployed behind a UUPS proxy. Add fuzz and invariant tests for the x*y=k rule, ' +
        'gas-optimize the hot swap path, and ship a simple swap UI. Done when an upgrade to V2 preserves ' +
        'all balances in a forked test and the UI can swap on testnet.',
      difficulty: 'advanced',
      estimatedHours: 80,
      technologies: ['Solidity', 'Foundry', 'OpenZeppelin Upgrades', 'viem', 'TypeScript'],
      skillIds: [
        'blockchain.defi',
        'blockchain.upgradeable-contracts',
        'blockchain.gas-optimization',
        'blockchain.security',
        'blockchain.viem-ethers',
      ],
    },
  ],
};
