// Types of the jest-dom matchers (toBeInTheDocument …) that the shared jest setup registers.
import '@testing-library/jest-dom';
