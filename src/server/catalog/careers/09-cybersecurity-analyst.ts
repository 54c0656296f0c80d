import type { CatalogCareer } from '../../../shared/catalog.schema.ts';

export const cybersecurityAnalyst: CatalogCareer = {
  id: 9,
  slug: 'security',
  title: 'Cybersecurity Analyst',
  summary:
    'Cybersecurity analysts protect an organisation by watching for attacks, investigating alerts, finding and ' +
    'prioritising vulnerabilities and leading the response when something gets through, usually from a security ' +
    'operations centre (SOC). The role suits curious, methodical people who like puzzles, can write clearly ' +
    'under pressure and enjoy learning how systems are attacked in order to defend them.',
  skills: [
    {
      id: 'security.principles',
      name: 'Security Principles (CIA Triad)',
      category: 'Concepts',
      description:
        'Confidentiality, integrity, availability, least privilege and defence in depth are the vocabulary every ' +
        'analyst uses to judge how serious an alert is and which control should have stopped it.',
      difficulty: 'beginner',
      estimatedHours: 20,
      resources: [
        {
          id: 'security.principles.r1',
          type: 'course',
          title: "CS50's Introduction to Cybersecurity",
          source: 'Harvard University',
          link: 'https://cs50.harvard.edu/cybersecurity/',
          duration: '25h',
        },
        {
          id: 'security.principles.r2',
          type: 'video',
          title: 'CompTIA Security+ SY0-701 Training Course',
          source: 'Professor Messer',
          link: 'https://www.professormesser.com/security-plus/sy0-701/sy0-701-video/sy0-701-comptia-security-plus-course/',
          duration: '25h',
        },
        {
          id: 'security.principles.r3',
          type: 'course',
          title: 'Pre Security learning path',
          source: 'TryHackMe',
          link: 'https://tryhackme.com/path/outline/presecurity',
          duration: '40h',
        },
      ],
    },
    {
      id: 'security.nist-csf',
      name: 'NIST Cybersecurity Framework (CSF 2.0)',
      category: 'Concepts',
      description:
        'Security teams report to leadership in the language of frameworks; CSF 2.0 (Govern, Identify, Protect, ' +
        'Detect, Respond, Recover) and the CIS Controls tell an analyst where their daily work fits and what to fix first.',
      difficulty: 'beginner',
      estimatedHours: 10,
      resources: [
        {
          id: 'security.nist-csf.r1',
          type: 'article',
          title: 'The NIST Cybersecurity Framework (CSF) 2.0',
          source: 'NIST',
          link: 'https://nvlpubs.nist.gov/nistpubs/CSWP/NIST.CSWP.29.pdf',
          duration: '3h',
        },
        {
          id: 'security.nist-csf.r2',
          type: 'article',
          title: 'Cybersecurity Framework resources',
          source: 'NIST',
          link: 'https://www.nist.gov/cyberframework',
          duration: '2h',
        },
        {
          id: 'security.nist-csf.r3',
          type: 'article',
          title: 'CIS Critical Security Controls',
          source: 'Center for Internet Security',
          link: 'https://www.cisecurity.org/controls',
          duration: '3h',
        },
      ],
    },
    {
      id: 'security.network-protocols',
      name: 'Network Protocols and the OSI Model',
      category: 'Concepts',
      description:
        'Most detections and investigations start from network evidence, so an analyst must know how IP addressing, ' +
        'TCP handshakes, DNS, DHCP, HTTP and TLS normally behave to recognise traffic that does not.',
      difficulty: 'beginner',
      estimatedHours: 25,
      resources: [
        {
          id: 'security.network-protocols.r1',
          type: 'course',
          title: 'Networking Basics',
          source: 'Cisco Networking Academy',
          link: 'https://www.netacad.com/courses/networking-basics',
          duration: '20h',
        },
        {
          id: 'security.network-protocols.r2',
          type: 'article',
          title: 'What is the OSI model?',
          source: 'Cloudflare Learning Center',
          link: 'https://www.cloudflare.com/learning/ddos/glossary/open-systems-interconnection-model-osi/',
          duration: '0.5h',
        },
        {
          id: 'security.network-protocols.r3',
          type: 'book',
          title: 'High Performance Browser Networking',
          source: "Ilya Grigorik, O'Reilly (free online)",
          link: 'https://hpbn.co/',
          duration: '12h',
        },
      ],
    },
    {
      id: 'security.linux-cli',
      name: 'Linux Command Line',
      category: 'Tools',
      description:
        'Security tools, servers and log files mostly live on Linux; analysts need to navigate the shell, search ' +
        'logs with grep and awk, read permissions and spot suspicious processes, cron jobs and SSH activity.',
      difficulty: 'beginner',
      estimatedHours: 25,
      resources: [
        {
          id: 'security.linux-cli.r1',
          type: 'tutorial',
          title: 'Bandit wargame',
          source: 'OverTheWire',
          link: 'https://overthewire.org/wargames/bandit/',
          duration: '15h',
        },
        {
          id: 'security.linux-cli.r2',
          type: 'book',
          title: 'The Linux Command Line',
          source: 'William Shotts (free online book)',
          link: 'https://linuxcommand.org/tlcl.php',
          duration: '25h',
        },
        {
          id: 'security.linux-cli.r3',
          type: 'course',
          title: 'The Missing Semester of Your CS Education',
          source: 'MIT CSAIL',
          link: 'https://missing.csail.mit.edu/',
          duration: '12h',
        },
      ],
    },
    {
      id: 'security.windows-ad',
      name: 'Windows and Active Directory Security',
      category: 'Concepts',
      description:
        'Most corporate breaches move through Windows endpoints and Active Directory; analysts must read Windows ' +
        'event logs and Sysmon data and recognise credential theft, lateral movement and privilege escalation.',
      difficulty: 'intermediate',
      estimatedHours: 30,
      resources: [
        {
          id: 'security.windows-ad.r1',
          type: 'article',
          title: 'Active Directory Domain Services overview',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/windows-server/identity/ad-ds/get-started/virtual-dc/active-directory-domain-services-overview',
          duration: '1h',
        },
        {
          id: 'security.windows-ad.r2',
          type: 'article',
          title: 'Sysmon',
          source: 'Microsoft Sysinternals',
          link: 'https://learn.microsoft.com/en-us/sysinternals/downloads/sysmon',
          duration: '2h',
        },
        {
          id: 'security.windows-ad.r3',
          type: 'article',
          title: 'Windows security documentation',
          source: 'Microsoft Learn',
          link: 'https://learn.microsoft.com/en-us/windows/security/',
          duration: '8h',
        },
      ],
    },
    {
      id: 'security.wireshark',
      name: 'Wireshark Packet Analysis',
      category: 'Tools',
      description:
        'Packet captures are ground truth when logs disagree; Wireshark lets an analyst follow streams, extract ' +
        'files and confirm command-and-control, exfiltration or scanning activity.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'security.wireshark.r1',
          type: 'article',
          title: "Wireshark User's Guide",
          source: 'Wireshark Foundation',
          link: 'https://www.wireshark.org/docs/wsug_html_chunked/',
          duration: '6h',
        },
        {
          id: 'security.wireshark.r2',
          type: 'tutorial',
          title: 'Malware traffic analysis training exercises',
          source: 'Malware-Traffic-Analysis.net (Brad Duncan)',
          link: 'https://www.malware-traffic-analysis.net/training-exercises.html',
          duration: '15h',
        },
        {
          id: 'security.wireshark.r3',
          type: 'article',
          title: 'Display Filter Reference',
          source: 'Wireshark Foundation',
          link: 'https://www.wireshark.org/docs/dfref/',
          duration: '1h',
        },
      ],
    },
    {
      id: 'security.nmap',
      name: 'Nmap Network Scanning',
      category: 'Tools',
      description:
        'You cannot defend hosts you do not know about; Nmap is the standard tool for discovering assets, open ' +
        'ports and service versions, and for confirming whether a firewall change or patch actually took effect.',
      difficulty: 'intermediate',
      estimatedHours: 12,
      resources: [
        {
          id: 'security.nmap.r1',
          type: 'article',
          title: 'Nmap Reference Guide',
          source: 'nmap.org',
          link: 'https://nmap.org/book/man.html',
          duration: '4h',
        },
        {
          id: 'security.nmap.r2',
          type: 'book',
          title: 'Nmap Network Scanning',
          source: 'Gordon "Fyodor" Lyon, nmap.org',
          link: 'https://nmap.org/book/',
          duration: '15h',
        },
      ],
    },
    {
      id: 'security.cryptography-pki',
      name: 'Cryptography and PKI',
      category: 'Concepts',
      description:
        'Analysts constantly judge TLS configurations, certificates, password hashing and encryption claims; ' +
        'knowing how symmetric and public-key crypto, hashes and certificate chains work prevents costly mistakes.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      resources: [
        {
          id: 'security.cryptography-pki.r1',
          type: 'book',
          title: 'Crypto 101',
          source: 'Laurens Van Houtven (free book)',
          link: 'https://www.crypto101.io/',
          duration: '12h',
        },
        {
          id: 'security.cryptography-pki.r2',
          type: 'course',
          title: 'Cryptography I',
          source: 'Stanford University (Dan Boneh) on Coursera',
          link: 'https://www.coursera.org/learn/crypto',
          duration: '25h',
        },
        {
          id: 'security.cryptography-pki.r3',
          type: 'article',
          title: 'What is TLS (Transport Layer Security)?',
          source: 'Cloudflare Learning Center',
          link: 'https://www.cloudflare.com/learning/ssl/transport-layer-security-tls/',
          duration: '0.5h',
        },
        {
          id: 'security.cryptography-pki.r4',
          type: 'article',
          title: "How It Works (Let's Encrypt and ACME)",
          source: "Let's Encrypt",
          link: 'https://letsencrypt.org/how-it-works/',
          duration: '0.5h',
        },
      ],
    },
    {
      id: 'security.python',
      name: 'Python for Security Automation',
      category: 'Languages',
      description:
        'Analysts who can script parse logs, enrich indicators through APIs and automate repetitive triage steps ' +
        'handle far more alerts; Python is the default language of security tooling and SOAR playbooks.',
      difficulty: 'intermediate',
      estimatedHours: 35,
      resources: [
        {
          id: 'security.python.r1',
          type: 'book',
          title: 'Automate the Boring Stuff with Python',
          source: 'Al Sweigart (free online book)',
          link: 'https://automatetheboringstuff.com/',
          duration: '30h',
        },
        {
          id: 'security.python.r2',
          type: 'book',
          title: 'Black Hat Python (2nd edition)',
          source: 'Justin Seitz and Tim Arnold, No Starch Press',
          link: 'https://nostarch.com/black-hat-python2E',
          duration: '20h',
        },
        {
          id: 'security.python.r3',
          type: 'article',
          title: 'Requests: HTTP for Humans',
          source: 'Requests documentation',
          link: 'https://requests.readthedocs.io/',
          duration: '2h',
        },
      ],
    },
    {
      id: 'security.splunk-siem',
      name: 'Splunk SIEM',
      category: 'Tools',
      description:
        'The SIEM is where a SOC analyst spends the day; you need to search and correlate logs with SPL, build ' +
        'dashboards and triage alerts quickly in Splunk, and the same skills transfer to Elastic or Microsoft Sentinel.',
      difficulty: 'intermediate',
      estimatedHours: 35,
      resources: [
        {
          id: 'security.splunk-siem.r1',
          type: 'course',
          title: 'Splunk free training courses',
          source: 'Splunk',
          link: 'https://www.splunk.com/en_us/training/free-courses/overview.html',
          duration: '15h',
        },
        {
          id: 'security.splunk-siem.r2',
          type: 'tutorial',
          title: 'Boss of the SOC (BOTS) v3 dataset',
          source: 'Splunk (GitHub)',
          link: 'https://github.com/splunk/botsv3',
          duration: '15h',
        },
        {
          id: 'security.splunk-siem.r3',
          type: 'article',
          title: 'Splunk Security Content (detections and analytic stories)',
          source: 'Splunk Threat Research Team',
          link: 'https://research.splunk.com/',
          duration: '4h',
        },
      ],
    },
    {
      id: 'security.mitre-attack',
      name: 'MITRE ATT&CK Framework',
      category: 'Concepts',
      description:
        'ATT&CK is the shared catalogue of real attacker tactics and techniques; analysts use it to classify ' +
        'alerts, describe incidents and measure which techniques their detections actually cover.',
      difficulty: 'intermediate',
      estimatedHours: 15,
      resources: [
        {
          id: 'security.mitre-attack.r1',
          type: 'article',
          title: 'MITRE ATT&CK knowledge base',
          source: 'MITRE',
          link: 'https://attack.mitre.org/',
          duration: '6h',
        },
        {
          id: 'security.mitre-attack.r2',
          type: 'tutorial',
          title: 'ATT&CK Navigator',
          source: 'MITRE',
          link: 'https://mitre-attack.github.io/attack-navigator/',
          duration: '2h',
        },
        {
          id: 'security.mitre-attack.r3',
          type: 'tutorial',
          title: 'Atomic Red Team',
          source: 'Red Canary (GitHub)',
          link: 'https://github.com/redcanaryco/atomic-red-team',
          duration: '6h',
        },
      ],
    },
    {
      id: 'security.vulnerability-management',
      name: 'Vulnerability Management (CVSS and KEV)',
      category: 'Concepts',
      description:
        'There are always more vulnerabilities than time to fix them; analysts run scanners, score findings with ' +
        'CVSS, check exploitation data such as CISA KEV and EPSS, and tell owners what to patch first.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      resources: [
        {
          id: 'security.vulnerability-management.r1',
          type: 'article',
          title: 'CVSS v4.0 Specification Document',
          source: 'FIRST',
          link: 'https://www.first.org/cvss/v4.0/specification-document',
          duration: '3h',
        },
        {
          id: 'security.vulnerability-management.r2',
          type: 'article',
          title: 'Known Exploited Vulnerabilities Catalog',
          source: 'CISA',
          link: 'https://www.cisa.gov/known-exploited-vulnerabilities-catalog',
          duration: '1h',
        },
        {
          id: 'security.vulnerability-management.r3',
          type: 'article',
          title: 'Exploit Prediction Scoring System (EPSS)',
          source: 'FIRST',
          link: 'https://www.first.org/epss/',
          duration: '1h',
        },
        {
          id: 'security.vulnerability-management.r4',
          type: 'tutorial',
          title: 'Greenbone Community Edition documentation (OpenVAS)',
          source: 'Greenbone',
          link: 'https://greenbone.github.io/docs/latest/',
          duration: '4h',
        },
      ],
    },
    {
      id: 'security.web-app-security',
      name: 'Web Application Security (OWASP Top 10)',
      category: 'Concepts',
      description:
        'Web applications are the most exposed attack surface; analysts need to recognise injection, broken access ' +
        'control and SSRF in WAF and proxy logs and to validate findings from scanners and bug reports.',
      difficulty: 'intermediate',
      estimatedHours: 35,
      resources: [
        {
          id: 'security.web-app-security.r1',
          type: 'article',
          title: 'OWASP Top Ten',
          source: 'OWASP Foundation',
          link: 'https://owasp.org/www-project-top-ten/',
          duration: '3h',
        },
        {
          id: 'security.web-app-security.r2',
          type: 'course',
          title: 'Web Security Academy',
          source: 'PortSwigger',
          link: 'https://portswigger.net/web-security',
          duration: '40h',
        },
        {
          id: 'security.web-app-security.r3',
          type: 'tutorial',
          title: 'OWASP Juice Shop',
          source: 'OWASP Foundation',
          link: 'https://owasp.org/www-project-juice-shop/',
          duration: '15h',
        },
      ],
    },
    {
      id: 'security.detection-engineering',
      name: 'Detection Engineering (Sigma and YARA)',
      category: 'Concepts',
      description:
        'Senior analysts do not only answer alerts, they write them: Sigma rules describe suspicious log patterns ' +
        'in a SIEM-neutral way, YARA rules match malicious files, and both need testing and tuning to stay useful.',
      difficulty: 'advanced',
      estimatedHours: 30,
      resources: [
        {
          id: 'security.detection-engineering.r1',
          type: 'article',
          title: 'Sigma: generic signature format for SIEM systems',
          source: 'SigmaHQ (GitHub)',
          link: 'https://github.com/SigmaHQ/sigma',
          duration: '4h',
        },
        {
          id: 'security.detection-engineering.r2',
          type: 'article',
          title: 'YARA documentation',
          source: 'VirusTotal',
          link: 'https://yara.readthedocs.io/',
          duration: '4h',
        },
        {
          id: 'security.detection-engineering.r3',
          type: 'article',
          title: 'Alerting and Detection Strategies Framework',
          source: 'Palantir (GitHub)',
          link: 'https://github.com/palantir/alerting-detection-strategy-framework',
          duration: '1h',
        },
      ],
    },
    {
      id: 'security.incident-response',
      name: 'Incident Response (NIST SP 800-61)',
      category: 'Concepts',
      description:
        'When an alert turns out to be real, the analyst must scope, contain, eradicate and recover in a ' +
        'disciplined order, preserve evidence and communicate clearly; NIST SP 800-61 Rev. 3 is the reference process.',
      difficulty: 'advanced',
      estimatedHours: 25,
      resources: [
        {
          id: 'security.incident-response.r1',
          type: 'article',
          title: 'SP 800-61 Rev. 3: Incident Response Recommendations and Considerations',
          source: 'NIST',
          link: 'https://csrc.nist.gov/pubs/sp/800/61/r3/final',
          duration: '4h',
        },
        {
          id: 'security.incident-response.r2',
          type: 'article',
          title: "Incident Handler's Handbook",
          source: 'SANS Institute',
          link: 'https://www.sans.org/white-papers/33901/',
          duration: '2h',
        },
        {
          id: 'security.incident-response.r3',
          type: 'article',
          title: 'The DFIR Report (real intrusion case studies)',
          source: 'The DFIR Report',
          link: 'https://thedfirreport.com/',
          duration: '10h',
        },
      ],
    },
    {
      id: 'security.digital-forensics',
      name: 'Digital Forensics (Volatility and Autopsy)',
      category: 'Tools',
      description:
        'Answering "what did the attacker do?" means analysing memory images and disks; Volatility and Autopsy ' +
        'let analysts recover processes, network connections, persistence and file timelines as evidence.',
      difficulty: 'advanced',
      estimatedHours: 40,
      resources: [
        {
          id: 'security.digital-forensics.r1',
          type: 'article',
          title: 'Volatility 3 documentation',
          source: 'The Volatility Foundation',
          link: 'https://volatility3.readthedocs.io/',
          duration: '6h',
        },
        {
          id: 'security.digital-forensics.r2',
          type: 'article',
          title: 'Autopsy digital forensics platform',
          source: 'Sleuth Kit Labs',
          link: 'https://www.autopsy.com/',
          duration: '4h',
        },
        {
          id: 'security.digital-forensics.r3',
          type: 'tutorial',
          title: 'Blue team labs and challenges',
          source: 'CyberDefenders',
          link: 'https://cyberdefenders.org/',
          duration: '20h',
        },
      ],
    },
  ],
  projects: [
    {
      id: 'security.home-lab-network-recon',
      title: 'Home Lab Network Reconnaissance',
      description:
        'Build an isolated virtual lab (for example a Kali VM, an Ubuntu server and a deliberately vulnerable VM) ' +
        'and map it with Nmap: hosts, open ports and service versions. Capture the scan with Wireshark and explain ' +
        'what each scan type looks like on the wire. Done when you have a short written asset inventory and an ' +
        'annotated pcap showing a SYN scan, a service probe and normal DNS and HTTP traffic.',
      difficulty: 'beginner',
      estimatedHours: 15,
      technologies: ['VirtualBox', 'Kali Linux', 'Nmap', 'Wireshark'],
      skillIds: ['security.nmap', 'security.wireshark', 'security.network-protocols', 'security.linux-cli'],
    },
    {
      id: 'security.log-triage-tool',
      title: 'Python SSH and Web Log Triage Tool',
      description:
        'Write a Python command-line tool that parses Linux auth logs and web server access logs, flags brute-force ' +
        'attempts, impossible logins and common web attack patterns, and enriches suspicious IP addresses through ' +
        'a free threat-intelligence API. Output a report that tags each finding with its MITRE ATT&CK technique. ' +
        'Done when it runs on sample logs with unit tests and produces a readable Markdown summary.',
      difficulty: 'intermediate',
      estimatedHours: 20,
      technologies: ['Python', 'Requests', 'pytest', 'MITRE ATT&CK'],
      skillIds: ['security.python', 'security.linux-cli', 'security.mitre-attack'],
    },
    {
      id: 'security.vulnerability-assessment-report',
      title: 'Vulnerability Assessment Report',
      description:
        'Deploy OWASP Juice Shop and a vulnerable Linux VM in your lab, scan them with Greenbone/OpenVAS and Nmap, ' +
        'and manually verify the top findings. Score each with CVSS, check CISA KEV and EPSS, and write a report ' +
        'for a non-technical owner with a prioritised remediation plan. Done when the report has an executive ' +
        'summary, evidence for every finding and a rescan showing what the fixes closed.',
      difficulty: 'intermediate',
      estimatedHours: 25,
      technologies: ['Greenbone OpenVAS', 'OWASP Juice Shop', 'Nmap', 'CVSS v4.0'],
      skillIds: ['security.vulnerability-management', 'security.web-app-security', 'security.nmap'],
    },
    {
      id: 'security.siem-detection-lab',
      title: 'SIEM Detection Lab with ATT&CK Coverage',
      description:
        'Forward Sysmon and Windows event logs from a Windows VM (ideally joined to a small Active Directory ' +
        'domain) into Splunk Free or the Elastic Stack. Run Atomic Red Team tests for about ten ATT&CK techniques, ' +
        'write a Sigma rule for each, convert it to your SIEM and tune out false positives. Done when every test ' +
        'raises exactly one alert and an ATT&CK Navigator layer shows your coverage.',
      difficulty: 'advanced',
      estimatedHours: 35,
      technologies: ['Splunk', 'Sysmon', 'Sigma', 'Atomic Red Team', 'ATT&CK Navigator'],
      skillIds: [
        'security.splunk-siem',
        'security.detection-engineering',
        'security.mitre-attack',
        'security.windows-ad',
      ],
    },
    {
      id: 'security.incident-investigation',
      title: 'End-to-End Incident Investigation',
      description:
        'Take a public incident dataset (for example Splunk BOTS v3 or a CyberDefenders challenge with a memory ' +
        'image and pcap) and investigate it as a real case: build a timeline, identify initial access, ' +
        'persistence and exfiltration with Volatility and Wireshark, and list indicators of compromise. Done when ' +
        'you have an incident report that follows NIST SP 800-61 phases, with containment steps and lessons learned.',
      difficulty: 'advanced',
      estimatedHours: 40,
      technologies: ['Volatility 3', 'Wireshark', 'Splunk', 'CyberChef'],
      skillIds: [
        'security.incident-response',
        'security.digital-forensics',
        'security.wireshark',
        'security.splunk-siem',
      ],
    },
  ],
};
